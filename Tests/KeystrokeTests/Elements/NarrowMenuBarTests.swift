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
/// saying that titles are hidden to its left, and `›` that titles are hidden to its right.
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

  /// Titles that run past the right end end in `›`, not in a word cut short; once the last
  /// title is in view the marker goes.
  @Test func aBarCutShortSaysThereIsMore() throws {
    let host = TestHost(app: ManyMenusApp.self, columns: 30, rows: 12)
    #expect(host.lines[0].hasSuffix("›"))
    // A title that would be cut is left out: only whole titles before the marker, at every
    // width where the titles run out.
    let titles = Set(host.host.menuBar?.menus.map(\.title) ?? [])
    for columns in 30...50 {
      let narrow = TestHost(app: ManyMenusApp.self, columns: columns, rows: 6)
      guard narrow.lines[0].hasSuffix("›") else { continue }
      let words = narrow.lines[0].dropLast().split(separator: " ").map(String.init)
      #expect(
        !words.isEmpty && words.allSatisfy { titles.contains($0) }, "\(narrow.lines[0])")
    }
    try host.play("f10 left")
    #expect(!host.lines[0].hasSuffix("›"))
    let wide = TestHost(app: ManyMenusApp.self, columns: 100, rows: 12)
    #expect(!wide.lines[0].contains("›"))
  }

  @Test func aBarWideEnoughIsNotMoved() throws {
    let host = TestHost(app: ManyMenusApp.self, columns: 100, rows: 12)
    try host.play("f10 left")
    #expect(!host.lines[0].hasPrefix("‹"))
    #expect(host.lines[0].contains(" Help"))
  }
}
