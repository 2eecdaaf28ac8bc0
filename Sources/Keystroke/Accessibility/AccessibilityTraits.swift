/// Traits that describe a view to assistive technologies (a button, a header, selected…),
/// SwiftUI's `AccessibilityTraits`. Accepted by `accessibilityAddTraits(_:)` and
/// `accessibilityRemoveTraits(_:)`; Keystroke has no accessibility tree, so they change nothing.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bit pattern.
  public let rawValue: UInt32

  /// Traits from their bit pattern.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The view is a button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The view is a header of a section of content.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The view is selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The view is a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The view is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// The view is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// The view plays a sound when acted on.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// The view is a key of a keyboard.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// The view is text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// The view sums up the app's state when it starts.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// The view's value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Acting on the view starts media.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The view takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// The view turns a page when read to its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// The view is modal: what is beneath it is skipped.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// The view is a toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  /// The view is a tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}
