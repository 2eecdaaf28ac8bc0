import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct NavigationTests {
  @Test func regularWidthShowsListAndDetailSideBySide() throws {
    let host = TestHost(app: NavGoalsApp.self, columns: 140, rows: 20)
    #expect(host.text.contains("Select a goal"))
    try host.play("tab down")
    let row = try #require(host.row(containing: "Goal: "))
    #expect(host.lines[row].contains("│"))
    #expect(host.lines[row].contains("Goal: Run") || host.lines[row].contains("Goal: Read"))
  }

  @Test func sidebarHidesFromTheViewMenuAndSearchRevealsIt() throws {
    let host = TestHost(app: NavGoalsApp.self, columns: 140, rows: 20)
    try host.play("tab down ctrl+cmd+s")
    #expect(host.row(containing: "Search goals") == nil)
    #expect(host.text.contains("Goal: "))
    try host.play("cmd+f \"sw\"")
    #expect(host.row(containing: "⌕") != nil)
    #expect(host.text.contains("Swim"))
    #expect(!host.text.contains("Read"))
    #expect(host.text.contains("Goal: "))
  }

  @Test func compactWidthStacksTheColumnsAndSearchReturnsToTheList() throws {
    let host = TestHost(app: NavGoalsApp.self, columns: 80, rows: 20)
    #expect(host.text.contains("Search goals"))
    try host.play("tab down enter")
    #expect(host.text.contains("Goal: "))
    #expect(!host.text.contains("Search goals"))
    try host.play("esc")
    #expect(host.text.contains("Search goals"))
    try host.play("enter cmd+f \"rea\"")
    #expect(host.text.contains("Read"))
    #expect(!host.text.contains("Goal: "))
  }

  @Test func linksPushAndEscapePops() throws {
    let host = TestHost(app: NavGoalsApp.self, columns: 140, rows: 20)
    try host.play("tab down tab enter")
    #expect(host.text.contains("History of goal"))
    #expect(host.text.contains("‹ "))
    try host.play("esc")
    #expect(!host.text.contains("History of goal"))
    #expect(host.text.contains("Goal: "))
  }

  @Test func resizingKeepsTheSelection() throws {
    let host = TestHost(app: NavGoalsApp.self, columns: 140, rows: 20)
    try host.play("tab down")
    let goal = try #require(host.lines.first { $0.contains("Goal: ") })
    try host.play("resize:80x20 resize:140x20")
    #expect(host.lines.contains { $0 == goal })
  }
}
