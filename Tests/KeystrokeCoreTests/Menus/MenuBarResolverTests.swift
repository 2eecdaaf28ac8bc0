import Testing

@testable import KeystrokeCore

/// One line per entry: titles, `---` for separators, `>` before a submenu's items, `[x]`/`[ ]`
/// for checked state and `(off)` for disabled commands.
private func outline(_ entries: [MenuEntry], indent: String = "") -> [String] {
  entries.flatMap { entry -> [String] in
    switch entry {
    case .separator: return [indent + "---"]
    case .command(let command, let checked):
      let mark = checked.map { $0 ? "[x] " : "[ ] " } ?? ""
      return [indent + mark + command.title + (command.isEnabled ? "" : " (off)")]
    case .submenu(let submenu):
      return [indent + submenu.title + " >"] + outline(submenu.entries, indent: indent + "  ")
    }
  }
}

private func command(_ title: String, _ key: Character? = nil) -> Command {
  Command(
    id: CommandID("test." + title), title: title,
    keys: key.map { KeySequence(Shortcut($0, modifiers: .command)) })
}

@Suite struct MenuBarResolverTests {
  let terminal = MenuContext(appName: "Tracker")
  let mac = MenuContext(appName: "Tracker", profile: .macOS)

  private func bar(_ scenes: [MenuScene], _ context: MenuContext? = nil) -> ResolvedMenuBar {
    MenuBarResolver.resolve(scenes: scenes, context: context ?? terminal)
  }

  @Test func terminalWindowGroupKeepsOnlyWhatATerminalCanHonour() {
    let result = bar([MenuScene(.windowGroup)])
    #expect(result.menus.map(\.title) == ["Tracker", "Edit", "View", "Help"])
    #expect(outline(result.menus[0].entries) == ["About Tracker", "---", "Quit Tracker"])
    #expect(
      outline(result.menus[1].entries) == [
        "Undo", "Redo", "---", "Cut", "Copy", "Paste", "Delete", "Select All",
      ])
    #expect(outline(result.menus[2].entries) == ["Show Sidebar"])
    #expect(outline(result.menus[3].entries) == ["Tracker Help"])
  }

  @Test func macOSWindowGroupHasTheFullStandardMenus() {
    let result = bar([MenuScene(.windowGroup)], mac)
    #expect(result.menus.map(\.title) == ["Tracker", "File", "Edit", "View", "Window", "Help"])
    #expect(
      outline(result.menus[0].entries) == [
        "About Tracker", "---", "Services", "---", "Hide Tracker", "Hide Others", "Show All",
        "---", "Quit Tracker",
      ])
    #expect(outline(result.menus[1].entries) == ["New Window", "---", "Close"])
    #expect(
      outline(result.menus[3].entries) == [
        "Show Toolbar", "Customize Toolbar…", "---", "Show Sidebar", "Enter Full Screen",
      ])
    #expect(outline(result.menus[4].entries) == ["Minimize", "Zoom", "---", "Bring All to Front"])
  }

  @Test func settingsSceneAddsSettingsToTheAppMenu() {
    let result = bar([MenuScene(.windowGroup), MenuScene(.settings)])
    #expect(
      outline(result.menus[0].entries) == [
        "About Tracker", "---", "Settings…", "---", "Quit Tracker",
      ])
    let settings = result.command("app.settings")
    #expect(settings?.keys == KeySequence(Shortcut(",", modifiers: .command)))
  }

  @Test func documentGroupBringsFileItems() {
    let result = bar([MenuScene(.documentGroup)])
    #expect(
      outline(result.menu(titled: "File")?.entries ?? []) == [
        "New", "Open…", "---", "Close", "Save", "Duplicate", "Rename…", "Revert to Saved",
      ])
  }

  @Test func itemsBroughtByTwoScenesAppearOnce() {
    let result = bar([MenuScene(.documentGroup), MenuScene(.windowGroup)], mac)
    let file = outline(result.menu(titled: "File")?.entries ?? [])
    #expect(file.filter { $0 == "Close" }.count == 1)
    #expect(Array(file.prefix(3)) == ["New", "Open…", "New Window"])
    #expect(result.commands.filter { $0.id == "edit.copy" }.count == 1)
  }

  @Test(
    arguments: [
      (MenuSlot.appInfo, "app.about", nil),
      (.appSettings, "app.settings", Shortcut(",", modifiers: .command)),
      (.appVisibility, "app.hide", Shortcut("h", modifiers: .command)),
      (.appTermination, "app.quit", Shortcut("q", modifiers: .command)),
      (.newItem, "file.newWindow", Shortcut("n", modifiers: .command)),
      (.saveItem, "file.close", Shortcut("w", modifiers: .command)),
      (.undoRedo, "edit.undo", Shortcut("z", modifiers: .command)),
      (.undoRedo, "edit.redo", Shortcut("z", modifiers: [.shift, .command])),
      (.pasteboard, "edit.selectAll", Shortcut("a", modifiers: .command)),
      (.sidebar, "view.toggleSidebar", Shortcut("s", modifiers: [.control, .command])),
      (.sidebar, "view.toggleFullScreen", Shortcut("f", modifiers: [.control, .command])),
      (.windowSize, "window.minimize", Shortcut("m", modifiers: .command)),
      (.windowArrangement, "window.bringAllToFront", nil),
      (.help, "help.app", Shortcut("?", modifiers: .command)),
    ] as [(MenuSlot, CommandID, Shortcut?)])
  func standardItemsHaveStableIdentitiesAndShortcuts(
    slot: MenuSlot, id: CommandID, shortcut: Shortcut?
  ) {
    let item = StandardMenuItem.catalog.first { $0.id == id }
    #expect(item?.slot == slot)
    #expect(item?.shortcut == shortcut)
  }

  @Test func catalogIdentitiesAreUniqueAndTerminalScenesAreASubset() {
    let ids = StandardMenuItem.catalog.map(\.id)
    #expect(Set(ids).count == ids.count)
    for item in StandardMenuItem.catalog {
      #expect(item.terminalScenes.isSubset(of: item.scenes), "\(item.id)")
    }
  }

  @Test func editsGoBeforeAfterAndInPlaceInDeclarationOrder() {
    let commands = MenuContribution(edits: [
      MenuGroupEdit(.after, .undoRedo, entries: [.item(command("After 1"))]),
      MenuGroupEdit(.before, .undoRedo, entries: [.item(command("Before 1"))]),
      MenuGroupEdit(.replacing, .pasteboard, entries: [.item(command("Mine 1"))]),
      MenuGroupEdit(.after, .undoRedo, entries: [.item(command("After 2"))]),
      MenuGroupEdit(.replacing, .pasteboard, entries: [.item(command("Mine 2"))]),
      MenuGroupEdit(.before, .undoRedo, entries: [.item(command("Before 2"))]),
    ])
    let result = bar([MenuScene(.windowGroup, commands: commands)])
    #expect(
      outline(result.menu(titled: "Edit")?.entries ?? []) == [
        "Before 1", "Before 2", "Undo", "Redo", "After 1", "After 2", "---", "Mine 1", "Mine 2",
      ])
  }

  @Test func editsOnAnEmptySlotStillShow() {
    let commands = MenuContribution(edits: [
      MenuGroupEdit(.after, .importExport, entries: [.item(command("Export CSV", "e"))])
    ])
    let result = bar([MenuScene(.windowGroup, commands: commands)])
    #expect(result.menus.map(\.title) == ["Tracker", "File", "Edit", "View", "Help"])
    #expect(outline(result.menu(titled: "File")?.entries ?? []) == ["Export CSV"])
  }

  @Test func timeTrackerTabsGoAboveTheSidebarToggle() {
    let tabs = ["Timer", "History", "Projects", "Settings"].enumerated().map { index, title in
      MenuEntry.item(command(title, Character(String(index + 1))))
    }
    let commands = MenuContribution(edits: [
      MenuGroupEdit(.before, .sidebar, entries: [.separator] + tabs + [.separator])
    ])
    let result = bar([MenuScene(.windowGroup, commands: commands)], mac)
    #expect(
      outline(result.menu(titled: "View")?.entries ?? []) == [
        "Show Toolbar", "Customize Toolbar…", "---", "Timer", "History", "Projects", "Settings",
        "---", "Show Sidebar", "Enter Full Screen",
      ])
  }

  @Test func customMenusFollowViewInDeclarationOrder() {
    let first = MenuScene(
      .windowGroup,
      commands: MenuContribution(menus: [CustomMenu("Document", entries: [.item(command("Up"))])])
    )
    let second = MenuScene(
      .settings,
      commands: MenuContribution(menus: [CustomMenu("Tools", entries: [.item(command("Run"))])]))
    let result = bar([first, second], mac)
    #expect(
      result.menus.map(\.title) == [
        "Tracker", "File", "Edit", "View", "Document", "Tools", "Window", "Help",
      ])
    #expect(result.menus[4].standardMenu == nil)
    #expect(result.menus[3].standardMenu == .view)
  }

  @Test func trailingMenusComeAfterHelp() {
    let menus = MenuContribution(menus: [
      CustomMenu("Extra", entries: [.item(command("Peek"))], isTrailing: true),
      CustomMenu("Document", entries: [.item(command("Up"))]),
    ])
    let result = bar([MenuScene(.windowGroup, commands: menus)], mac)
    #expect(
      result.menus.map(\.title) == [
        "Tracker", "File", "Edit", "View", "Document", "Window", "Help", "Extra",
      ])
    #expect(
      result.menus.map(\.isTrailing) == [false, false, false, false, false, false, false, true])
  }

  @Test func removedDefaultsLeaveOnlyTheAppsCommands() {
    let commands = MenuContribution(menus: [CustomMenu("Go", entries: [.item(command("Home"))])])
    let result = bar([MenuScene(.windowGroup, defaults: .removed, commands: commands)])
    #expect(result.menus.map(\.title) == ["Go"])
    #expect(bar([MenuScene(.windowGroup, defaults: .removed)]).menus.isEmpty)
  }

  @Test func replacedDefaultsUseTheReplacementThenTheScenesCommands() {
    let replacement = MenuContribution(edits: [
      MenuGroupEdit(.after, .appInfo, entries: [.item(command("Licence"))])
    ])
    let commands = MenuContribution(edits: [
      MenuGroupEdit(.after, .appInfo, entries: [.item(command("Credits"))])
    ])
    let result = bar([
      MenuScene(.windowGroup, defaults: .replaced(replacement), commands: commands)
    ])
    #expect(result.menus.map(\.title) == ["Tracker"])
    #expect(outline(result.menus[0].entries) == ["Licence", "Credits"])
  }

  @Test func replacingASlotWithNothingRemovesIt() {
    let commands = MenuContribution(edits: [MenuGroupEdit(.replacing, .sidebar, entries: [])])
    let result = bar([MenuScene(.windowGroup, commands: commands)])
    #expect(result.menu(titled: "View") == nil)
  }

  @Test func separatorsAreTidiedAndEmptySubmenusDropped() {
    let entries: [MenuEntry] = [
      .separator, .separator, .item(command("A")), .separator, .separator,
      .submenu(MenuSubmenu(title: "Empty", entries: [.separator])), .item(command("B")),
      .separator,
    ]
    let result = bar([
      MenuScene(
        .windowGroup, defaults: .removed,
        commands: MenuContribution(menus: [
          CustomMenu("Tidy", entries: entries)
        ]))
    ])
    #expect(outline(result.menus[0].entries) == ["A", "---", "B"])
  }

  @Test func submenusTogglesPickersAndDisabling() {
    let sort = MenuEntry.picker(
      "Sort By", options: [command("Name"), command("Date")], selected: "test.Date")
    let locked = MenuEntry.submenu(
      MenuSubmenu(title: "Locked", entries: [.item(command("Inner", "i"))], isEnabled: false))
    let entries: [MenuEntry] = [
      .toggle(command("Show Seconds"), isOn: true), sort, locked, .item(command("Gone", "g")),
    ]
    let context = MenuContext(appName: "Tracker", disabledCommands: ["test.Gone", "edit.undo"])
    let result = bar(
      [
        MenuScene(
          .windowGroup, commands: MenuContribution(menus: [CustomMenu("Opts", entries: entries)]))
      ],
      context)
    #expect(
      outline(result.menu(titled: "Opts")?.entries ?? []) == [
        "[x] Show Seconds", "Sort By >", "  [ ] Name", "  [x] Date", "Locked >", "  Inner (off)",
        "Gone (off)",
      ])
    #expect(result.command("edit.undo")?.isEnabled == false)
    #expect(result.command("edit.redo")?.isEnabled == true)
  }

  @Test func flattenedCommandsFollowMenuOrder() {
    let submenu = MenuEntry.submenu(MenuSubmenu(title: "More", entries: [.item(command("Deep"))]))
    let commands = MenuContribution(menus: [
      CustomMenu("Mine", entries: [.item(command("Top")), submenu])
    ])
    let result = bar([MenuScene(.windowGroup, commands: commands)])
    #expect(
      result.commands.map(\.id.rawValue) == [
        "app.about", "app.quit", "edit.undo", "edit.redo", "edit.cut", "edit.copy", "edit.paste",
        "edit.delete", "edit.selectAll", "view.toggleSidebar", "test.Top", "test.Deep", "help.app",
      ])
  }

  @Test(arguments: [(true, "Hide Sidebar"), (false, "Show Sidebar")])
  func sidebarToggleIsTitledByState(visible: Bool, title: String) {
    let context = MenuContext(appName: "T", isSidebarVisible: visible)
    #expect(bar([MenuScene(.windowGroup)], context).command("view.toggleSidebar")?.title == title)
  }

  @Test func noScenesGiveAnEmptyBar() {
    #expect(bar([]).menus.isEmpty)
    #expect(bar([]).commands.isEmpty)
  }
}
