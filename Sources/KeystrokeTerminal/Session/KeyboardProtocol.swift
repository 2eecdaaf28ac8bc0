/// The way the terminal reports modified keys for this session.
public enum KeyboardProtocol: String, Hashable, Sendable, CaseIterable {
  /// Legacy xterm bytes only: Ctrl+letter as C0 bytes, Alt as an `ESC` prefix, no Super.
  case legacy
  /// The kitty keyboard protocol with flags 1 (disambiguate): every modifier, Super included.
  case kitty
  /// xterm `modifyOtherKeys` mode 2: modified keys as `CSI 27;m;k ~` or `CSI k;m u`.
  case modifyOtherKeys = "modifyotherkeys"

  /// Parses a `KEYSTROKE_KEYBOARD` value (case-insensitive): `legacy`, `kitty`,
  /// `modifyotherkeys` (also `xterm`, `mok`); `nil` for anything else.
  public init?(name: String) {
    switch name.lowercased() {
    case "legacy", "none": self = .legacy
    case "kitty", "csi-u", "csiu": self = .kitty
    case "modifyotherkeys", "xterm", "mok": self = .modifyOtherKeys
    default: return nil
    }
  }
}
