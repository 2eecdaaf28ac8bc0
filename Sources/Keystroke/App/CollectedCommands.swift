import KeystrokeCore

/// What a window's command groups declared, collected in menu mode: the menu edits and
/// menus, the action behind each command, which commands are destructive, and what the
/// scene's standard items became.
struct CollectedCommands {
  /// The edits and custom menus.
  var contribution: MenuContribution
  /// What each command does.
  var actions: [CommandID: @MainActor () -> Void]
  /// The commands made by destructive buttons.
  var destructive: Set<CommandID>
  /// The scene's standard items: kept, removed, or replaced.
  var policy: DefaultCommandsPolicy
}
