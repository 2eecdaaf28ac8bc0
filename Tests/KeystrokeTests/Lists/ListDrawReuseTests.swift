import KeystrokeCore
import KeystrokeTerminal
import Testing

@testable import Keystroke

/// One line of a list: a wide glyph, bold text and a coloured count, so pasted rows carry
/// wide clusters and several styles.
private struct Line: Identifiable {
  let id: Int
  var name: String { "項目 \(id): a line with a long name" }
  var count: String { "\(id % 7) open" }
}

/// A list of 120 lines whose selection starts where it is told.
private struct Lines: View {
  @State private var selection: Int?
  init(selected: Int) { _selection = State(initialValue: selected) }
  var body: some View {
    List((0..<120).map(Line.init), selection: $selection) { line in
      HStack {
        Text(line.name).bold()
        Text(line.count).foregroundStyle(.green)
      }
    }
  }
}

/// The same lines as a table.
private struct LineTable: View {
  @State private var selection: Line.ID?
  init(selected: Int) { _selection = State(initialValue: selected) }
  var body: some View {
    Table((0..<120).map(Line.init), selection: $selection) {
      TableColumn("Name", value: \.name)
      TableColumn("Open", value: \.count)
    }
  }
}

/// Rows kept from the last update paste what they drew (`DrawMemo`); the screen must be
/// exactly what drawing everything again would give.
@MainActor
@Suite struct ListDrawReuseTests {
  /// Each cell's text and resolved style, row by row: two hosts intern styles in their own
  /// order, so their buffers can differ where their pictures do not.
  private func picture(_ screen: ScreenBuffer) -> [String] {
    (0..<screen.height).map { y in
      (0..<screen.width).map { x in "\(screen[x, y].grapheme)\(screen.style(x: x, y: y))" }
        .joined(separator: "|")
    }
  }

  private func check(columns: Int, make: (Int) -> some View) throws {
    let host = ViewHost(make(0), width: columns, height: 14)
    host.update()
    let down = KeyPress(try Shortcut(parsing: "down"))
    var pasted = 0
    // Down the first screenful (rows stay put) and on past it (the window scrolls).
    for selected in 1..<20 {
      let before = memos(host)
      host.send(down)
      let after = memos(host)
      pasted += after.filter { entry, memo in before[entry] === memo }.count
      let fresh = ViewHost(make(selected), width: columns, height: 14)
      fresh.update()
      #expect(picture(host.screen) == picture(fresh.screen), "after \(selected) moves")
    }
    // Within the first screenful, every row but the two whose selection changed could be
    // pasted (the list's own bar is drawn over a row, not by it).
    #expect(pasted > 5 * 8)
  }

  /// What each visible row of the host's lists drew last, by entry.
  private func memos(_ host: ViewHost) -> [Int: DrawMemo] {
    func lists(in element: Element) -> [LazyListElement] {
      (element as? LazyListElement).map { [$0] } ?? element.children.flatMap(lists(in:))
    }
    guard let root = host.rootElement else { return [:] }
    var found: [Int: DrawMemo] = [:]
    for list in lists(in: root) {
      for (entry, element) in list.placed { found[entry] = element.drawMemo }
    }
    return found
  }

  @Test(arguments: [40, 100])
  func aListMovingItsSelectionLooksAsIfDrawnAgain(columns: Int) throws {
    try check(columns: columns) { Lines(selected: $0) }
  }

  @Test(arguments: [40, 100])
  func aTableMovingItsSelectionLooksAsIfDrawnAgain(columns: Int) throws {
    try check(columns: columns) { LineTable(selected: $0) }
  }
}
