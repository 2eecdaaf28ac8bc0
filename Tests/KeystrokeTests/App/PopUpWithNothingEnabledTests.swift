import KeystrokeTesting
import Testing

@testable import Keystroke

/// An app with a pop-up menu and a context menu whose items are all disabled, beside a pop-up
/// menu with one enabled item.
private struct LockedShelfApp: App {
  var body: some Scene {
    WindowGroup { LockedShelf() }
  }
}

private struct LockedShelf: View {
  var body: some View {
    VStack(alignment: .leading) {
      Menu("Locked") {
        Button("Sort") {}.disabled(true)
        Button("Share") {}.disabled(true)
      }
      Menu("Open") {
        Button("Rename") {}.disabled(true)
        Button("Print") {}
      }
      Text("Shelf").focusable()
        .contextMenu {
          Button("Archive") {}.disabled(true)
          Button("Duplicate") {}.disabled(true)
        }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A pop-up menu or context menu open with nothing enabled says so on the hint line, as a
/// menu of the menu bar does, instead of offering ↑↓ and Return, which would do nothing.
@MainActor
@Suite struct PopUpWithNothingEnabledTests {
  @Test func aPopUpMenuWithNothingEnabledSaysSo() throws {
    let host = TestHost(app: LockedShelfApp.self, columns: 80, rows: 14)
    try host.play("space")
    #expect(host.row(containing: "Sort") != nil)
    let hints = try #require(host.lines.last)
    #expect(hints.contains("Nothing in this menu can be chosen now"))
    #expect(!hints.contains("Choose") && !hints.contains("↑↓"))
    #expect(hints.contains("Close"))
  }

  @Test func aPopUpMenuWithAnEnabledItemOffersItsKeys() throws {
    let host = TestHost(app: LockedShelfApp.self, columns: 80, rows: 14)
    try host.play("tab space")
    #expect(host.row(containing: "Print") != nil)
    let hints = try #require(host.lines.last)
    #expect(hints.contains("Choose"))
    #expect(!hints.contains("Nothing in this menu"))
  }

  @Test func aContextMenuWithNothingEnabledSaysSo() throws {
    let host = TestHost(app: LockedShelfApp.self, columns: 80, rows: 14)
    try host.play("tab tab shift+f10")
    #expect(host.row(containing: "Archive") != nil)
    let hints = try #require(host.lines.last)
    #expect(hints.contains("Nothing in this menu can be chosen now"))
    #expect(!hints.contains("Choose"))
  }
}
