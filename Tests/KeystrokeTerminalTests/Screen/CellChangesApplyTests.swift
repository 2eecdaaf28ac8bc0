import Testing

@testable import KeystrokeTerminal

/// Applying a drawing's changes copies cell bytes when neither the changes nor the buffer
/// hold a boxed cluster, and assigns cells otherwise: either way the buffer ends as a fresh
/// drawing would leave it, and a box the changes overwrite is released.
@Suite struct CellChangesApplyTests {
  /// A cluster too long to keep inline: a flag, two regional indicators of four bytes each.
  private static let flag = "\u{1F1F3}\u{1F1F4}"

  /// A small generator with a fixed seed, so a failure shows the same drawing again.
  private struct Seeded {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Writes one of a few texts (plain, wide, styled) somewhere on `buffer`.
  private func scribble(on buffer: inout ScreenBuffer, with random: inout Seeded) {
    let texts = ["ab", "界x", "  ", "zz字", "é-", "q"]
    let style = buffer.intern(CellStyle(foreground: .ansi(UInt8(random.next(8)))))
    buffer.write(
      texts[random.next(texts.count)], x: random.next(buffer.width),
      y: random.next(buffer.height), style: random.next(2) == 0 ? .plain : style)
  }

  @Test func boxFreeChangesLeaveTheBufferAsTheDrawingDid() {
    var random = Seeded(state: 0x5EED_CE11)
    for round in 0..<200 {
      var base = ScreenBuffer(width: 9, height: 4)
      for _ in 0..<random.next(6) { scribble(on: &base, with: &random) }
      var drawn = base
      let rows = 0..<(1 + random.next(4))
      let columns = random.next(4)..<(5 + random.next(5))
      let before = drawn.runs(rows: rows, columns: columns)
      for _ in 0..<(1 + random.next(4)) { scribble(on: &drawn, with: &random) }
      // Only what the rectangle holds is replayed; outside it the base stays.
      var expected = base
      expected.copyCells(rows: rows, columns: columns, from: drawn)
      let changes = drawn.changes(since: before)
      #expect(!changes.holdsBoxedClusters)
      var target = base
      #expect(!target.mayHoldBoxedClusters)
      target.apply(changes)
      #expect(target.cells == expected.cells, "round \(round)")
    }
  }

  @Test func changesOverABoxedClusterReleaseIt() {
    weak var released: GraphemeBox?
    var target = ScreenBuffer(width: 6, height: 2)
    do {
      target.write(Self.flag, x: 1, y: 0)
      if case .boxed(let box) = target[1, 0].content { released = box }
    }
    #expect(released != nil)
    var drawn = ScreenBuffer(width: 6, height: 2)
    let before = drawn.runs(rows: 0..<1, columns: 0..<6)
    drawn.write("hello", x: 0, y: 0)
    target.apply(drawn.changes(since: before))
    #expect(released == nil)
    #expect(target.textLines == ["hello", ""])
  }

  @Test func changesHoldingABoxedClusterSayItAndMarkTheBuffer() {
    var drawn = ScreenBuffer(width: 6, height: 2)
    let before = drawn.runs(rows: 0..<2, columns: 0..<6)
    drawn.write("a" + Self.flag, x: 0, y: 1)
    let changes = drawn.changes(since: before)
    #expect(changes.holdsBoxedClusters)
    var target = ScreenBuffer(width: 6, height: 2)
    target.apply(changes)
    #expect(target.mayHoldBoxedClusters)
    #expect(target.textLines == ["", "a\(Self.flag)"])
  }

  @Test func changesOffASmallerGridAreLeftOut() {
    var drawn = ScreenBuffer(width: 8, height: 4)
    let before = drawn.runs(rows: 0..<4, columns: 0..<8)
    drawn.write("top", x: 0, y: 0)
    drawn.write("far right", x: 4, y: 1)
    drawn.write("below", x: 0, y: 3)
    var target = ScreenBuffer(width: 5, height: 2)
    target.apply(drawn.changes(since: before))
    #expect(target.textLines == ["top", "    f"])
  }
}
