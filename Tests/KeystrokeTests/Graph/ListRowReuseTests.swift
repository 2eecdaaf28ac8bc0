import KeystrokeCore
import Testing

@testable import Keystroke

/// Counts the row bodies that ran; a class, so it never makes two rows differ.
@MainActor
private final class RowBodies {
  var count = 0
}

/// A row too large for an existential's inline buffer, so its `AnyView` box is new each time.
private struct NamedRow: View {
  let name: String
  let detail: String
  let bodies: RowBodies
  var body: some View {
    bodies.count += 1
    return HStack {
      Text(name)
      Text(detail)
    }
  }
}

/// A list of 200 named rows with a selection held by the view.
private struct NamedList: View {
  let bodies: RowBodies
  @State private var selection: Int? = 0
  var body: some View {
    List(0..<200, id: \.self, selection: $selection) { number in
      NamedRow(
        name: "A project with a long name, number \(number)", detail: "\(number % 5) tasks",
        bodies: bodies)
    }
  }
}

/// A lazy list asks for its visible rows again on every move; a row equal to the one it
/// replaces keeps its node's body and output.
@MainActor
@Suite struct ListRowReuseTests {
  @Test(arguments: [80, 140])
  func movingTheSelectionKeepsEveryRowWhole(columns: Int) throws {
    let bodies = RowBodies()
    let host = ViewHost(NamedList(bodies: bodies), width: columns, height: 12)
    host.update()
    let first = bodies.count
    #expect(first > 0)
    let down = KeyPress(try Shortcut(parsing: "down"))
    host.send(down)
    let before = host.bodyCounts
    host.send(down)
    let after = host.bodyCounts
    #expect(host.lines.contains { $0.contains("number 2") })
    // Selection is drawn by the list; the rows, made again with equal inputs, are not run:
    // each visible row is kept whole, elements included.
    #expect(bodies.count == first)
    #expect(after.subtrees - before.subtrees >= 8)
  }
}
