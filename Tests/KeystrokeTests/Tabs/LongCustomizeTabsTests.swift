import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Thirty rooms as tabs, each with a customization id; the customization is the app's state.
private struct RoomsTabsApp: App {
  var body: some Scene {
    WindowGroup { RoomsTabs() }
  }
}

private struct RoomsTabs: View {
  @State private var customization = TabViewCustomization()

  var body: some View {
    TabView {
      ForEach(1...30, id: \.self) { number in
        Tab("Room \(number)", systemImage: "door.left.hand.open") { Text("Inside room \(number)") }
          .customizationID("room.\(number)")
      }
    }
    .tabViewCustomization($customization)
  }
}

/// The "Customize Tabs…" screen with more rows than the screen has keeps its cursor's row in
/// view, with a scroll bar, so Space never hides a tab the user cannot see.
@MainActor
@Suite struct LongCustomizeTabsTests {
  private func customizing(rows: Int) throws -> TestHost {
    let host = TestHost(app: RoomsTabsApp.self, columns: 60, rows: rows)
    host.host.environment.settingsStore = SettingsStore(
      path: TestHost.scratchDirectory(prefix: "keystroke-long-customize") + "/settings.json")
    host.host.update(force: true)
    let customize = try #require(
      host.host.interactions.menuCommands.first { $0.title == "Customize Tabs…" })
    host.host.interactions.commandActions[customize.id]?()
    host.host.update()
    #expect(host.text.contains("Customize Tabs"))
    return host
  }

  /// The row with the cursor mark, if one is on screen.
  private func cursorRow(_ host: TestHost) -> String? {
    host.lines.first { $0.contains("▸ ") }
  }

  @Test func theCursorRowStaysOnScreenAndSpaceHidesTheTabShown() throws {
    let host = try customizing(rows: 16)
    #expect(host.lines.contains { $0.contains("┃") })
    for number in 2...25 {
      try host.play("down")
      let row = try #require(cursorRow(host), "the cursor left the screen at Room \(number)")
      #expect(row.contains("Room \(number) ") || row.hasSuffix("Room \(number)"))
    }
    try host.play("space")
    #expect(cursorRow(host)?.contains("[ ] Room 25") == true)
    try host.play("end")
    #expect(cursorRow(host)?.contains("Room 30") == true)
    try host.play("home")
    #expect(cursorRow(host)?.contains("Room 1") == true)
    #expect(host.row(containing: "Customize Tabs") != nil)
    try host.play("pagedown")
    let paged = try #require(cursorRow(host))
    #expect(!paged.contains("Room 1 ") && !paged.hasSuffix("Room 1"))
  }

  @Test func aShortListShowsEveryRowWithoutABar() throws {
    let host = try customizing(rows: 40)
    #expect(host.row(containing: "Room 30") != nil)
    #expect(!host.lines.contains { $0.contains("┃") })
  }
}
