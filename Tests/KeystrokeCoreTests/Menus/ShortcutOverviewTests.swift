import Testing

@testable import KeystrokeCore

@Suite struct ShortcutOverviewTests {
  @Test func listsEnabledCommandsWithKeysByMenu() {
    let keyed = Command(
      id: "goal.new", title: "New Goal", shortcut: Shortcut("n", modifiers: .command))
    let keyless = Command(id: "goal.archive", title: "Archive")
    let disabled = Command(
      id: "goal.save", title: "Save Goal", shortcut: Shortcut("s", modifiers: .command),
      isEnabled: false)
    let nested = Command(
      id: "goal.sort", title: "Sort by Name", shortcut: Shortcut("1", modifiers: .command))
    let menus = MenuContribution(menus: [
      CustomMenu(
        "Goals",
        entries: [
          .item(keyed), .item(keyless), .item(disabled),
          .submenu(MenuSubmenu(title: "Sort", entries: [.item(nested)])),
        ]),
      CustomMenu("Empty", entries: [.item(keyless)]),
    ])
    let bar = MenuBarResolver.resolve(
      scenes: [MenuScene(.windowGroup, commands: menus)],
      context: MenuContext(appName: "Tracker", disabledCommands: ["edit.undo"]))
    let overview = ShortcutOverview(menuBar: bar)
    #expect(overview.sections.map(\.title) == ["Tracker", "Edit", "View", "Goals", "Help"])
    let goals = overview.sections.first { $0.title == "Goals" }
    #expect(goals?.commands.map(\.id) == ["goal.new", "goal.sort"])
    let edit = overview.sections.first { $0.title == "Edit" }
    #expect(
      edit?.commands.map(\.id.rawValue) == [
        "edit.redo", "edit.cut", "edit.copy", "edit.paste", "edit.selectAll",
      ])
    #expect(!overview.commands.contains { $0.id == "app.about" })
    #expect(overview.commands.contains { $0.id == "app.quit" })
    #expect(!overview.sections.contains { $0.title == "Empty" })
  }

  @Test func emptyBarGivesEmptyOverview() {
    #expect(ShortcutOverview(menuBar: ResolvedMenuBar(menus: [])).sections.isEmpty)
  }
}
