/// Builds the menu bar from the scenes' default items, their edits and their custom menus.
///
/// The rules:
/// - Each slot starts with the default items of every scene whose defaults are ``DefaultCommandsPolicy/standard``,
///   in scene order, an identity brought by two scenes appearing once.
/// - `replacing` edits on a slot take the place of those defaults; several are concatenated in
///   declaration order. `before` edits go above, `after` edits below, each in declaration order.
///   The edits and the slot's items form one group, so an edit is not set apart by a separator
///   unless it brings its own.
/// - Slots are groups: a separator goes between two non-empty slots of the same menu.
/// - Custom menus follow View, in declaration order; trailing ones (menu bar extras) come
///   last, after Help, and are drawn at the right end of the bar.
/// - Separators are tidied (none leading, trailing or doubled), empty submenus and empty menus
///   are dropped, and disabling is applied (see ``ResolvedMenuBar``).
///
/// Edits and menus are taken scene by scene in declaration order; within a scene, the
/// contribution of `commandsReplaced` comes before the scene's `.commands`.
public enum MenuBarResolver {
  /// Resolves the menu bar for `scenes` in `context`.
  public static func resolve(scenes: [MenuScene], context: MenuContext) -> ResolvedMenuBar {
    var contribution = MenuContribution.empty
    for scene in scenes {
      if case .replaced(let replacement) = scene.defaults {
        contribution = contribution.appending(replacement)
      }
      contribution = contribution.appending(scene.commands)
    }
    let standardKinds = scenes.filter { $0.defaults == .standard }.map(\.kind)

    var menus: [MenuBarMenu] = []
    for standard in StandardMenu.allCases {
      var entries: [MenuEntry] = []
      for slot in standard.slots {
        let group = slotEntries(
          slot, kinds: standardKinds, edits: contribution.edits, context: context)
        if group.isEmpty { continue }
        if !entries.isEmpty { entries.append(.separator) }
        entries += group
      }
      menus.append(
        MenuBarMenu(
          title: standard.title(appName: context.appName), standardMenu: standard,
          entries: tidy(entries, enabled: true, context: context)))
      if standard == .view {
        for custom in contribution.menus where !custom.isTrailing {
          menus.append(
            MenuBarMenu(
              title: custom.title, standardMenu: nil,
              entries: tidy(custom.entries, enabled: true, context: context)))
        }
      }
    }
    for custom in contribution.menus where custom.isTrailing {
      menus.append(
        MenuBarMenu(
          title: custom.title, standardMenu: nil,
          entries: tidy(custom.entries, enabled: true, context: context), isTrailing: true))
    }
    return ResolvedMenuBar(menus: menus.filter { !$0.entries.isEmpty })
  }

  private static func slotEntries(
    _ slot: MenuSlot, kinds: [MenuSceneKind], edits: [MenuGroupEdit], context: MenuContext
  ) -> [MenuEntry] {
    let slotEdits = edits.filter { $0.slot == slot }
    let replacing = slotEdits.filter { $0.position == .replacing }
    var middle: [MenuEntry]
    if replacing.isEmpty {
      middle = []
      var seen: Set<CommandID> = []
      for kind in kinds {
        for item in StandardMenuItem.defaults(for: slot, scene: kind, profile: context.profile)
        where seen.insert(item.id).inserted {
          middle.append(.item(item.command(in: context)))
        }
      }
    } else {
      middle = replacing.flatMap(\.entries)
    }
    let before = slotEdits.filter { $0.position == .before }.flatMap(\.entries)
    let after = slotEdits.filter { $0.position == .after }.flatMap(\.entries)
    return before + middle + after
  }

  /// Removes leading, trailing and doubled separators and empty submenus, and applies
  /// disabling, recursively.
  private static func tidy(_ entries: [MenuEntry], enabled: Bool, context: MenuContext)
    -> [MenuEntry]
  {
    var result: [MenuEntry] = []
    var pendingSeparator = false
    for entry in entries {
      let tidied: MenuEntry
      switch entry {
      case .separator:
        pendingSeparator = !result.isEmpty
        continue
      case .command(var command, let checked):
        command.isEnabled =
          command.isEnabled && enabled && !context.disabledCommands.contains(command.id)
        tidied = .command(command, checked: checked)
      case .submenu(var submenu):
        submenu.isEnabled = submenu.isEnabled && enabled
        submenu.entries = tidy(submenu.entries, enabled: submenu.isEnabled, context: context)
        if submenu.entries.isEmpty { continue }
        tidied = .submenu(submenu)
      }
      if pendingSeparator { result.append(.separator) }
      pendingSeparator = false
      result.append(tidied)
    }
    return result
  }
}
