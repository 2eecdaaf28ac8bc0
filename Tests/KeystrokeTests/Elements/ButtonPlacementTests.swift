import KeystrokeTesting
import Testing

@testable import Keystroke

/// A sidebar holding one button and nothing else: the column places the button in all of
/// its height.
private struct LoneButtonApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationSplitView {
        Button("Alpha") {}
      } detail: {
        Text("Detail")
      }
    }
  }
}

/// A bordered button placed taller than its label draws the label on the row of its
/// brackets, whatever the height it is given.
@MainActor
@Suite struct ButtonPlacementTests {
  @Test(arguments: [7, 8])
  func aButtonAloneInAColumnDrawsItsLabelInsideItsBrackets(rows: Int) throws {
    let host = TestHost(app: LoneButtonApp.self, columns: 100, rows: rows)
    let row = try #require(host.row(containing: "Alpha"))
    let line = host.lines[row]
    #expect(line.hasPrefix("[ Alpha"))
    #expect(line.contains("]│"))
  }
}
