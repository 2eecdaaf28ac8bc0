import KeystrokeCore

extension View {
  /// Gives the menu command or control in this view a stable identity for keymaps, in place of
  /// its menu path and title (`File/New Project`).
  ///
  /// Use it when a title changes with state ("Start Timer" / "Stop Timer") or may be renamed,
  /// so users' keymap files keep working:
  ///
  /// ```swift
  /// Button(isRunning ? "Stop Timer" : "Start Timer") { toggle() }
  ///   .keyboardShortcut("r")
  ///   .commandID("timer.toggle")
  /// ```
  public consuming func commandID(_ id: String) -> some View {
    modifier(EnvironmentModifier { $0.commandID = CommandID(id) })
  }
}

private struct CommandIDKey: EnvironmentKey {
  static let defaultValue: CommandID? = nil
}

extension EnvironmentValues {
  /// The identity `.commandID(_:)` gave the commands in this subtree.
  var commandID: CommandID? {
    get { self[CommandIDKey.self] }
    set { self[CommandIDKey.self] = newValue }
  }
}
