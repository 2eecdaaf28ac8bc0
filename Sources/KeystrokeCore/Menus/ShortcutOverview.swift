/// What a user sees while holding ⌘ on an iPad: the enabled commands that have shortcuts,
/// grouped by top-level menu, in menu order.
///
/// Disabled commands and commands without keys are left out, and so are menus left with none.
/// Submenu items are listed inline, since the overview is flat.
public struct ShortcutOverview: Hashable, Sendable {
  /// One menu's commands in the overview.
  public struct Section: Hashable, Sendable {
    /// The menu's title.
    public let title: String
    /// The menu's enabled commands with keys, top to bottom.
    public let commands: [Command]
  }

  /// The sections, in menu-bar order.
  public let sections: [Section]

  /// Builds the overview of `menuBar`.
  public init(menuBar: ResolvedMenuBar) {
    sections = menuBar.menus.compactMap { menu in
      let commands = menu.commands.filter { $0.isEnabled && $0.keys != nil }
      return commands.isEmpty ? nil : Section(title: menu.title, commands: commands)
    }
  }

  /// Every command listed, section by section.
  public var commands: [Command] { sections.flatMap(\.commands) }
}
