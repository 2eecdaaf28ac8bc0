/// The focus-driven interactions a view supports, SwiftUI's `FocusInteractions`, for
/// `focusable(_:interactions:)`. In a terminal every control is reached from the keyboard (as
/// with full keyboard access turned on), so views that activate and views that edit both take
/// focus.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
  /// The interactions' bits.
  public let rawValue: Int

  /// Interactions from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The view has a primary action that focus gestures activate.
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// The view captures input from the keyboard.
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// Whatever the platform commonly expects for interactive content: both.
  public static var automatic: FocusInteractions { [.activate, .edit] }
}
