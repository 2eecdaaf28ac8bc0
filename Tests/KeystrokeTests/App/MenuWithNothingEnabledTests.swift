import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Whether the Tools menu's Export item ran; a class, so the app's value never changes.
@MainActor
private final class ExportRan {
  static var count = 0
}

/// An app with a Tools menu whose items are all disabled and a Files menu with one enabled
/// item after a disabled one.
private struct DisabledToolsApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Workbench").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Tools") {
        Button("Sort Lines") {}.disabled(true)
        Button("Count Words") {}.disabled(true)
      }
      CommandMenu("Files") {
        Button("Import") {}.disabled(true)
        Button("Export") { ExportRan.count += 1 }
      }
    }
  }
}

/// A menu of the menu bar whose items are all disabled shows no highlight (the arrows never
/// land on a disabled item, so none is shown on one), and its hint line offers no keys that
/// would do nothing.
@MainActor
@Suite(.serialized) struct MenuWithNothingEnabledTests {
  /// Whether the first cell of `text` is drawn reversed (highlighted).
  private func isHighlighted(_ text: String, in host: TestHost) throws -> Bool {
    let row = try #require(host.row(containing: text))
    let column = try #require(host.lines[row].range(of: text)).lowerBound.utf16Offset(
      in: host.lines[row])
    return host.host.screen.style(x: column, y: row).attributes.contains(.reverse)
  }

  /// The app with the menu bar open on the menu that lists `item`.
  private func open(showing item: String) throws -> TestHost {
    let host = TestHost(app: DisabledToolsApp.self, columns: 80, rows: 20)
    try host.play("f10")
    for _ in 0..<8 where host.row(containing: item) == nil { try host.play("right") }
    #expect(host.row(containing: item) != nil)
    return host
  }

  @Test func aMenuWithNothingEnabledHighlightsNothingAndSaysSo() throws {
    let host = try open(showing: "Sort Lines")
    #expect(try !isHighlighted("Sort Lines", in: host))
    #expect(try !isHighlighted("Count Words", in: host))
    #expect(host.isDimmed("Sort Lines") == true)
    let hints = try #require(host.lines.last)
    #expect(!hints.contains("Choose"))
    #expect(hints.contains("Nothing in this menu can be chosen now"))
    // The arrows and Return change nothing; the menu stays open.
    try host.play("down enter")
    #expect(try !isHighlighted("Count Words", in: host))
    #expect(host.row(containing: "Sort Lines") != nil)
  }

  @Test func aMenuWithAnEnabledItemHighlightsItAsBefore() throws {
    ExportRan.count = 0
    let host = try open(showing: "Export")
    #expect(try !isHighlighted("Import", in: host))
    #expect(try isHighlighted("Export", in: host))
    #expect(host.lines.last?.contains("Choose") == true)
    try host.play("enter")
    #expect(ExportRan.count == 1)
  }
}
