import KeystrokeTesting
import Testing

@testable import Keystroke

private struct ManyMenusApp: App {
  @State private var last = "none"

  var body: some Scene {
    WindowGroup {
      Text("Last: \(last)").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Timer") { Button("Start Timer") { last = "start" } }
      CommandMenu("Reports") { Button("Weekly Report") { last = "weekly" } }
    }
  }
}

/// A menu bar narrower than its titles: an open menu's title is moved into view, with `‹`
/// saying that titles are hidden to its left.
@MainActor
@Suite struct NarrowMenuBarTests {
  @Test func theOpenMenusTitleIsShownWholeOnANarrowBar() throws {
    let host = TestHost(app: ManyMenusApp.self, columns: 30, rows: 12)
    #expect(!host.lines[0].contains("Help"))
    try host.play("f10 left")
    #expect(host.lines[0].hasPrefix("‹"))
    #expect(host.lines[0].contains(" Help"))
    try host.play("left")
    #expect(host.lines[0].contains(" Reports"))
    #expect(host.row(containing: "Weekly Report") != nil)
    try host.play("enter")
    #expect(host.text.contains("Last: weekly"))
    // Closed, the bar starts from its first title again.
    #expect(!host.lines[0].hasPrefix("‹"))
  }

  @Test func aBarWideEnoughIsNotMoved() throws {
    let host = TestHost(app: ManyMenusApp.self, columns: 100, rows: 12)
    try host.play("f10 left")
    #expect(!host.lines[0].hasPrefix("‹"))
    #expect(host.lines[0].contains(" Help"))
  }
}
