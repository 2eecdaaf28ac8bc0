import KeystrokeCore

/// A key event: the shortcut it matches, whether it is a press, repeat or release, and the text
/// it types, if any.
public struct TerminalKeyEvent: Hashable, Sendable {
  /// Whether the key went down, auto-repeated or came up.
  public enum Kind: Hashable, Sendable {
    /// The key went down. Legacy encodings report only presses.
    case press
    /// The key is held and auto-repeats (kitty protocol, report-event-types flag).
    case `repeat`
    /// The key came up (kitty protocol, report-event-types flag).
    case release
  }

  /// The key and its chord modifiers, in the normal form commands bind to.
  public var shortcut: Shortcut
  /// Press, repeat or release.
  public var kind: Kind
  /// The text the key types, such as `"A"` for Shift+A; `nil` for keys that type nothing
  /// (arrows, Return, Ctrl or Alt chords, releases).
  public var text: String?
  /// The key at the same position on a US (base) layout, when the terminal reports it (kitty
  /// report-alternate-keys flag); lets Ctrl and Cmd shortcuts work on non-Latin layouts.
  public var baseLayoutKey: KeyCode?

  /// Creates a key event.
  public init(
    _ shortcut: Shortcut, kind: Kind = .press, text: String? = nil, baseLayoutKey: KeyCode? = nil
  ) {
    self.shortcut = shortcut
    self.kind = kind
    self.text = text
    self.baseLayoutKey = baseLayoutKey
  }
}
