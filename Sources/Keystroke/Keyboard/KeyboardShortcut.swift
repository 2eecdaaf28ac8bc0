import KeystrokeCore

/// A key and modifiers that trigger a control or command, with SwiftUI's API.
public struct KeyboardShortcut: Hashable, Sendable {
  /// How a shortcut adapts to the keyboard layout, as in SwiftUI.
  ///
  /// A terminal reports characters, not key positions, so every case behaves as `.custom`:
  /// the shortcut is matched against the character the terminal sends.
  public struct Localization: Hashable, Sendable {
    private let name: String
    /// Adapt to the layout and mirror for right-to-left languages (SwiftUI's default).
    public static let automatic = Localization(name: "automatic")
    /// Adapt to the layout without mirroring.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// Match the key exactly as written.
    public static let custom = Localization(name: "custom")
  }

  /// Return with no modifiers.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape with no modifiers.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The key.
  public var key: KeyEquivalent
  /// The modifiers.
  public var modifiers: EventModifiers
  /// The localization policy.
  public var localization: Localization

  /// Creates a shortcut; the modifiers default to Command, as in SwiftUI.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.init(key, modifiers: modifiers, localization: .automatic)
  }

  /// Creates a shortcut with a localization policy.
  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization
  ) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// The engine's normal form of this shortcut.
  public var shortcut: Shortcut {
    var modifiers = self.modifiers
    if key.impliesShift { modifiers.insert(.shift) }
    return Shortcut(key.keyCode, modifiers: modifiers)
  }
}
