import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct TabAppJourneyTests {
  private static func store() -> SettingsStore {
    let directory = TestHost.scratchDirectory(prefix: "keystroke-tab-journey")
    return SettingsStore(path: directory + "/settings.json")
  }

  private func app<A: App>(_ type: A.Type, columns: Int, store: SettingsStore) -> TestHost {
    let host = TestHost(app: type, columns: columns, rows: 24)
    host.host.environment.settingsStore = store
    host.host.update(force: true)
    return host
  }

  @Test(arguments: [80, 140])
  func timeTrackerOptionalSelectionFollowsMenuShortcutsAndArrows(columns: Int) throws {
    let host = app(TrackerTabsApp.self, columns: columns, store: Self.store())
    #expect(host.lines[1].hasPrefix(" ◴ Timer  • Projects  ≡ Time Entries  ⋯ More"))
    #expect(host.text.contains("Timer screen"))
    try host.play("cmd+3")
    #expect(host.text.contains("Time entries screen"))
    try host.play("right")
    #expect(host.text.contains("More screen"))
    try host.play("cmd+2")
    #expect(host.text.contains("Projects screen"))
  }

  @Test(arguments: [80, 140])
  func tabShortcutsAreListedInTheViewMenu(columns: Int) throws {
    let host = app(CustomizedTabsApp.self, columns: columns, store: Self.store())
    try host.play("f10 v")
    let nearby = try #require(host.row(containing: "│ Nearby"))
    #expect(host.lines[nearby].contains("⌘1"))
    #expect(host.row(containing: "Show Next Tab") != nil)
    #expect(host.row(containing: "Customize Tabs…") != nil)
    #expect(host.row(containing: columns >= 100 ? "Hide Sidebar" : "Show Sidebar") != nil)
  }

  @Test func tabShortcutsFollowTheSidebarInRegularWidth() throws {
    let host = app(CustomizedTabsApp.self, columns: 140, store: Self.store())
    try host.play("cmd+4")
    #expect(host.text.contains("Japanese Cuisine"))
    try host.play("cmd+shift+]")
    #expect(host.text.contains("Korean Cuisine"))
  }

  @Test func hideSidebarCommandSwitchesToTheTabBar() throws {
    let host = app(CustomizedTabsApp.self, columns: 140, store: Self.store())
    try host.play("ctrl+cmd+s")
    #expect(host.lines[1] == " ◈ Nearby  ♡ Favourites")
    try host.play("ctrl+cmd+s")
    #expect(host.text.contains("CUISINES"))
  }

  @Test func customizationSurvivesARestartAndReordersTheShortcuts() throws {
    let store = Self.store()
    let first = app(CustomizedTabsApp.self, columns: 80, store: store)
    let customize = try #require(
      first.host.interactions.menuCommands.first { $0.title == "Customize Tabs…" })
    first.host.interactions.commandActions[customize.id]?()
    first.host.update()
    #expect(first.text.contains("Customize Tabs"))
    // Move Favourites above Nearby, hide Nearby, close.
    try first.play("down shift+up down space enter")
    #expect(first.lines[1] == " ♡ Favourites")
    let restarted = app(CustomizedTabsApp.self, columns: 80, store: SettingsStore(path: store.path))
    #expect(restarted.lines[1] == " ♡ Favourites")
    try restarted.play("cmd+1")
    #expect(restarted.text.contains("Your favourites"))
  }

  @Test func customizeScreenReportsProblemsWithoutCrashing() throws {
    struct Broken: App {
      var body: some Scene {
        WindowGroup {
          TabView {
            Tab("A", systemImage: "a.circle") { Text("a") }.customizationID("dup")
            Tab("B", systemImage: "b.circle") { Text("b") }.customizationID("dup")
          }
          .tabViewCustomization(.constant(TabViewCustomization()))
        }
      }
    }
    let host = app(Broken.self, columns: 80, store: Self.store())
    #expect(host.row(containing: "\"dup\" is used by “A” and “B”") != nil)
    let customize = try #require(
      host.host.interactions.menuCommands.first { $0.title == "Customize Tabs…" })
    host.host.interactions.commandActions[customize.id]?()
    try host.play("space shift+down")
    #expect(host.text.contains("Customize Tabs"))
    #expect(host.row(containing: "⚠") != nil)
  }
}
