import KeystrokeCore
import Testing

@testable import Keystroke

/// One row of text, a view of its own so that building it counts a body.
private struct NoteRow: View {
  let number: Int

  var body: some View { Text("note \(number)") }
}

/// Twenty rows under a sheet that is up from the start, whose only control closes it; with
/// `withButton`, the window also has a button of its own.
private struct Notes: View {
  let withButton: Bool
  @State private var showing = true
  @State private var refreshed = 0

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<20, id: \.self) { NoteRow(number: $0) }
      if withButton {
        Button("Refresh") { refreshed += 1 }
      }
      Text("refreshed \(refreshed)")
    }
    .sheet(isPresented: $showing) {
      Button("Close") { showing = false }
    }
  }
}

/// Focus on a view that goes away with what held it (a sheet's button as the sheet closes):
/// no view of the update was built with that focus, so moving focus on from it builds again
/// only what the move changes, and moving it nowhere builds nothing again.
@MainActor
@Suite struct GoneFocusTests {
  /// Bodies the update run by `key` evaluated.
  private func bodies(_ host: ViewHost, pressing key: String) throws -> Int {
    let before = host.bodyCounts.evaluated
    try host.press(key)
    return host.bodyCounts.evaluated - before
  }

  @Test func withNothingLeftToFocusTheSheetClosesInOnePass() throws {
    let host = ViewHost(Notes(withButton: false), width: 40, height: 24)
    host.update()
    #expect(host.focusedText?.contains("Close") == true)
    let evaluated = try bodies(host, pressing: "enter")
    #expect(!host.lines.contains { $0.contains("Close") })
    #expect(host.lines.contains { $0.contains("note 19") })
    #expect(host.passesInLastUpdate == 1)
    #expect(host.focusedNodeID == nil)
    // The window's body, not its twenty rows again.
    #expect(evaluated < 5)
  }

  @Test func movingFocusOnBuildsOnlyTheControlItMovesTo() throws {
    let host = ViewHost(Notes(withButton: true), width: 40, height: 24)
    host.update()
    #expect(host.focusedText?.contains("Close") == true)
    let evaluated = try bodies(host, pressing: "enter")
    #expect(host.focusedText?.contains("Refresh") == true)
    #expect(evaluated < 5)
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("refreshed 1") })
  }
}
