import KeystrokeCore

extension TerminalProfile {
  /// Which keys this terminal can deliver, for KeystrokeCore's ⌘ fallbacks.
  ///
  /// Kitty maps to ``TerminalKeyProfile/kitty``. `modifyOtherKeys` maps to
  /// ``TerminalKeyProfile/legacy`` on purpose: the mode is requested without a reply confirming
  /// it (tmux honours it only with `extended-keys on`), so only keys every legacy terminal sends
  /// are promised. Everything a legacy profile calls deliverable also arrives under
  /// `modifyOtherKeys`.
  public var keyProfile: TerminalKeyProfile {
    kittyKeyboard ? .kitty : .legacy
  }
}
