import KeystrokeCore

private struct KeyProfileKey: EnvironmentKey {
  static let defaultValue = TerminalKeyProfile.kitty
}

extension EnvironmentValues {
  /// How the user's terminal delivers keys, so shortcuts are shown as the user must press them.
  /// Apps read it to list their shortcuts in the keys this terminal needs.
  public internal(set) var keyProfile: TerminalKeyProfile {
    get { self[KeyProfileKey.self] }
    set { self[KeyProfileKey.self] = newValue }
  }
}
