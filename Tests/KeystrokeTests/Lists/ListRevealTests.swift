import KeystrokeCore
import Testing

@testable import Keystroke

/// Five thousand numbered rows with the first selected; `exposeOrder` hands the test a
/// binding that reverses them, as a table's sort order would.
private struct ReversibleRows: View {
  let bodies: BodyCount
  let exposeOrder: (Binding<Bool>) -> Void
  @State private var reversed = false
  @State private var selection: Int? = 0

  var body: some View {
    exposeOrder($reversed)
    let numbers = Array(0..<5_000)
    return List(reversed ? numbers.reversed() : numbers, id: \.self, selection: $selection) {
      CountedText(text: "row \($0)", bodies: bodies)
    }
  }
}

/// A list keeps its cursor's row on screen; when that row jumps far below the window, only the
/// rows of the new window are built, not every row between.
@MainActor
@Suite struct ListRevealTests {
  @Test func aSelectionMovedToTheEndBuildsOnlyTheRowsShownThere() {
    let bodies = BodyCount()
    var order: Binding<Bool>?
    let host = ViewHost(
      ReversibleRows(bodies: bodies) { order = $0 }, width: 30, height: 10)
    host.update()
    #expect(host.lines.first?.contains("row 0") == true)
    let before = bodies.count
    order?.wrappedValue = true
    host.update()
    // Row 0 is now the last of 5,000: the window ends on it.
    #expect(host.lines.last?.contains("row 0") == true)
    #expect(host.lines.first?.contains("row 9") == true)
    #expect(bodies.count - before <= 4 * 10)
  }

  @Test func theWindowMovesAsLittleAsTheForwardWalkMoves() {
    var random = SplitMix(seed: 57)
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...60, using: &random)
      let heights = (0..<count).map { _ in Int.random(in: 1...4, using: &random) }
      let height = Int.random(in: 1...12, using: &random)
      let top = Int.random(in: 0..<count, using: &random)
      let cursor = Int.random(in: 0..<count, using: &random)
      #expect(
        LazyListElement.top(revealing: cursor, from: top, height: height) { heights[$0] }
          == forwardTop(revealing: cursor, from: top, height: height, heights: heights))
    }
  }

  /// The window's top as the list worked it out before: every row from `top` to the cursor
  /// measured, then rows dropped from the top until the rest fit.
  private func forwardTop(revealing cursor: Int, from top: Int, height: Int, heights: [Int])
    -> Int
  {
    var top = min(top, cursor)
    var used = heights[top...cursor].reduce(0, +)
    while used > height, top < cursor {
      used -= heights[top]
      top += 1
    }
    return top
  }
}
