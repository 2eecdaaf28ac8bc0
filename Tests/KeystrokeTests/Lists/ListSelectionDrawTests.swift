import KeystrokeCore
import KeystrokeTerminal
import Testing

@testable import Keystroke

/// A list of ten rows whose selection binding the test can reach.
private struct SelectableRows: View {
  let expose: (Binding<Int?>) -> Void
  @State private var selection: Int?

  var body: some View {
    expose($selection)
    return List(0..<10, id: \.self, selection: $selection) { Text("Row \($0)") }
  }
}

/// The selection bar is drawn on the selected rows, whether the selection is where the cursor
/// is (the quick path) or was set somewhere else.
@MainActor
@Suite struct ListSelectionDrawTests {
  private func style(of text: String, in host: ViewHost) -> CellStyle? {
    guard let y = host.lines.firstIndex(where: { $0.contains(text) }),
      let found = host.lines[y].range(of: text)
    else { return nil }
    let x = host.lines[y].distance(from: host.lines[y].startIndex, to: found.lowerBound)
    return host.screen.style(x: x, y: y)
  }

  @Test func theBarFollowsTheSelectionWhereverItIs() throws {
    var selection: Binding<Int?>?
    let host = ViewHost(SelectableRows { selection = $0 }, width: 20, height: 12)
    host.update()
    host.send(KeyPress(try Shortcut(parsing: "down")))
    host.send(KeyPress(try Shortcut(parsing: "down")))
    let plain = style(of: "Row 7", in: host)
    let selectedRow = try #require(selection?.wrappedValue)
    let barred = style(of: "Row \(selectedRow)", in: host)
    #expect(barred != plain)
    // Selected from elsewhere, away from the cursor: the bar moves with the selection.
    selection?.wrappedValue = 5
    host.update(force: true)
    #expect(style(of: "Row 5", in: host) == barred)
    #expect(style(of: "Row \(selectedRow)", in: host) == plain)
    selection?.wrappedValue = nil
    host.update(force: true)
    #expect(style(of: "Row 5", in: host) == plain)
  }
}
