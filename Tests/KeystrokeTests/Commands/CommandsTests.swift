import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct CommandsTests {
  @Test func tabShortcutsFromTheViewMenuSwitchTabs() throws {
    let host = TestHost(app: TabCommandsApp.self, columns: 60, rows: 16)
    #expect(host.lines[1] == "Tab: timer")
    try host.play("cmd+2")
    #expect(host.lines[1] == "Tab: projects")
    try host.play("cmd+4")
    #expect(host.lines[1] == "Tab: more")
  }

  @Test func legacyTerminalsUseTheAltFallbackForCommandDigits() throws {
    let host = TestHost(app: TabCommandsApp.self, columns: 60, rows: 16, terminal: .legacy)
    try host.play("alt+3")
    #expect(host.lines[1] == "Tab: timeEntries")
  }

  @Test func viewMenuListsTabCommandsBeforeTheSidebarItem() throws {
    let host = TestHost(app: TabCommandsApp.self, columns: 60, rows: 16)
    try host.play("f10 right right right")
    let menu = host.lines.joined(separator: "\n")
    let timer = try #require(host.row(containing: "Timer"))
    let more = try #require(host.row(containing: "More"))
    let sidebar = try #require(host.row(containing: "Sidebar"))
    #expect(timer < more && more < sidebar)
    #expect(host.lines[timer].contains("⌘1"))
    #expect(menu.contains("├"))
  }

  @Test func customMenusComeAfterView() throws {
    let host = TestHost(app: TabCommandsApp.self, columns: 60, rows: 16)
    let bar = host.lines[0]
    let view = try #require(bar.range(of: "View"))
    let project = try #require(bar.range(of: "Project"))
    #expect(view.upperBound <= project.lowerBound)
  }

  @Test func disabledCommandDoesNothingUntilEnabled() throws {
    let host = TestHost(app: TabCommandsApp.self, columns: 60, rows: 16)
    try host.play("cmd+t")
    #expect(host.lines[2] == "Tasks: 0")
    try host.play("f10 left left down enter")
    try host.play("cmd+t")
    #expect(host.lines[2] == "Tasks: 1")
  }

  @Test func disabledMenuItemIsDimmed() throws {
    let host = TestHost(app: TabCommandsApp.self, columns: 60, rows: 16)
    try host.play("f10 left left")
    let row = try #require(host.row(containing: "New Task"))
    let column = try #require(host.lines[row].firstIndex(of: "N")).utf16Offset(in: host.lines[row])
    #expect(host.style(column: column, row: row).attributes.contains(.dim))
  }

  @Test func escapeClosesTheMenuAndQuitQuits() throws {
    let host = TestHost(app: TabCommandsApp.self, columns: 60, rows: 16)
    try host.play("f10 esc")
    #expect(host.row(containing: "┌") == nil)
    try host.play("cmd+q")
    #expect(host.quitRequested)
  }

  @Test func hintLineShowsTheMenuKeyInTheTerminalsSpelling() {
    let kitty = TestHost(app: TabCommandsApp.self, columns: 60, rows: 16)
    #expect(kitty.lines.last?.hasPrefix("F10 Menu") == true)
  }
}
