import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct CommandsContentTests {
  private func openOptions() throws -> TestHost {
    let host = TestHost(app: CommandsContentApp.self, columns: 70, rows: 22)
    try host.play("f10 o")
    return host
  }

  @Test func toggleIsACheckedItemThatFlipsItsBinding() throws {
    var host = try openOptions()
    let row = try #require(host.row(containing: "Show Grid"))
    #expect(!host.lines[row].contains("✓"))
    #expect(host.lines[row].contains("⌘G"))
    try host.play("enter")
    #expect(host.lines[1].hasPrefix("Grid: on"))
    try host.play("f10 o")
    #expect(host.lines[try #require(host.row(containing: "Show Grid"))].contains("✓ Show Grid"))
    host = TestHost(app: CommandsContentApp.self, columns: 70, rows: 22)
    try host.play("cmd+g")
    #expect(host.lines[1].hasPrefix("Grid: on"))
  }

  @Test func pickerIsASubmenuWithTheSelectedOptionChecked() throws {
    let host = try openOptions()
    #expect(host.lines.contains { $0.contains("Sort By ▸ ✓ Name") })
    #expect(host.lines.contains { $0.contains("Sort By ▸   Date") })
    try host.play("down down down enter")
    #expect(host.lines[1] == "Grid: off Sort: size")
    try host.play("f10 o")
    #expect(host.lines.contains { $0.contains("Sort By ▸ ✓ Size") })
    #expect(host.lines.contains { $0.contains("Sort By ▸   Name") })
  }

  @Test func menuInCommandsIsASubmenu() throws {
    let host = try openOptions()
    #expect(host.lines.contains { $0.contains("Export ▸ As CSV") })
    try host.play("down down down down down enter")
    #expect(host.lines[2] == "Log: csv")
  }

  @Test func conditionalsAndForEachBuildItemsAndFollowState() throws {
    let host = try openOptions()
    #expect(host.row(containing: "Enable Advanced") != nil)
    #expect(host.row(containing: "Expert Mode") == nil)
    let alpha = try #require(host.row(containing: "Open Alpha"))
    let beta = try #require(host.row(containing: "Open Beta"))
    #expect(alpha + 1 == beta)
    try host.play("up up up enter")
    try host.play("f10 o")
    #expect(host.row(containing: "Expert Mode") != nil)
    #expect(host.row(containing: "Enable Advanced") == nil)
    try host.play("up enter")
    #expect(host.lines[2] == "Log: Beta")
  }
}
