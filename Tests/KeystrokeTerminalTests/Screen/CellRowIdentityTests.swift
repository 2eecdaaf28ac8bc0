import Testing

@testable import KeystrokeTerminal

/// The renderer's test for an unchanged row: identical cells pass, and any field that
/// differs fails it.
@Suite struct CellRowIdentityTests {
  private func row(_ text: String, style: StyleID = .plain) -> [ScreenCell] {
    text.map { ScreenCell(grapheme: String($0), width: 1, style: style) }
  }

  private func same(_ left: [ScreenCell], _ right: [ScreenCell]) -> Bool {
    left.withUnsafeBufferPointer { a in
      right.withUnsafeBufferPointer { b in
        guard let a = a.baseAddress, let b = b.baseAddress else { return false }
        return CellRowIdentity.same(a, b, count: min(left.count, right.count))
      }
    }
  }

  @Test func rowsWithTheSameCellsAreTheSame() {
    #expect(same(row("Mon 2026-01-05  09:00"), row("Mon 2026-01-05  09:00")))
    #expect(same(row("項目 ─ ▲"), row("項目 ─ ▲")))
  }

  @Test func anyFieldThatDiffersMakesTheRowsDiffer() {
    let base = row("abc")
    #expect(!same(base, row("abd")))
    #expect(!same(base, row("abc", style: StyleID(rawValue: 3))))
    var wide = base
    wide[1].width = 2
    #expect(!same(base, wide))
    var uncertain = base
    uncertain[2].isUncertain = true
    #expect(!same(base, uncertain))
  }

  @Test func aDifferenceAnywhereInALongRowIsFound() {
    // Rows of every length from 0 to 40, read four cells at a time and then one by one: one
    // field of one cell changed, at every position, is always found (seeded, so a failure
    // repeats).
    var generator = SeededGenerator(seed: 0x5EED_CE11)
    let letters = Array("abcdefghij─▲項")
    for length in 0...40 {
      let base = (0..<length).map { _ in
        ScreenCell(
          grapheme: String(letters.randomElement(using: &generator)!), width: 1,
          style: StyleID(rawValue: UInt32.random(in: 0...3, using: &generator)))
      }
      #expect(same(base, base))
      for position in 0..<length {
        var changed = base
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: changed[position].grapheme = changed[position].grapheme == "z" ? "y" : "z"
        case 1: changed[position].style = StyleID(rawValue: changed[position].style.rawValue + 1)
        case 2: changed[position].width = 2
        default: changed[position].isUncertain = true
        }
        #expect(!same(base, changed), "length \(length), cell \(position)")
      }
    }
  }

  @Test func assigningACellWritesOnlyTheCellsThatDiffer() {
    let marked = ScreenCell(grapheme: "x", width: 1, style: StyleID(rawValue: 3))
    var cells = row("a b") + [.blank(StyleID(rawValue: 3)), .continuation(.plain), marked]
    cells.withUnsafeMutableBufferPointer { CellRowIdentity.assign(marked, to: $0) }
    #expect(cells == Array(repeating: marked, count: 6))
    var empty: [ScreenCell] = []
    empty.withUnsafeMutableBufferPointer { CellRowIdentity.assign(marked, to: $0) }
    #expect(empty.isEmpty)
  }

  /// Clearing a row that holds a boxed cluster releases the box, and a boxed cell assigned
  /// over a row is held by every cell.
  @Test func assigningOverBoxedClustersReleasesTheirBoxes() {
    weak var released: GraphemeBox?
    var cells = row("ab")
    do {
      let flag = ScreenCell(grapheme: "\u{1F1F3}\u{1F1F4}", width: 2, style: .plain)
      if case .boxed(let box) = flag.content { released = box }
      cells += [flag, .continuation(.plain)] + row("c")
    }
    #expect(released != nil)
    cells.withUnsafeMutableBufferPointer { CellRowIdentity.assign(.blank(), to: $0) }
    #expect(cells == Array(repeating: .blank(), count: 5))
    #expect(released == nil)
    let family = ScreenCell(grapheme: "\u{1F468}\u{200D}\u{1F467}", width: 2, style: .plain)
    cells.withUnsafeMutableBufferPointer { CellRowIdentity.assign(family, to: $0) }
    #expect(cells == Array(repeating: family, count: 5))
    #expect(cells.allSatisfy { $0.grapheme == "\u{1F468}\u{200D}\u{1F467}" })
  }

  @Test func aRunOfOneCellIsRecognised() {
    let dashes = row("────")
    let blank = ScreenCell.blank()
    dashes.withUnsafeBufferPointer { cells in
      guard let start = cells.baseAddress else { return }
      #expect(CellRowIdentity.all(start, count: 4, identicalTo: dashes[0]))
      #expect(!CellRowIdentity.all(start, count: 4, identicalTo: blank))
    }
    let mixed = row("──x─")
    mixed.withUnsafeBufferPointer { cells in
      guard let start = cells.baseAddress else { return }
      #expect(CellRowIdentity.all(start, count: 2, identicalTo: dashes[0]))
      #expect(!CellRowIdentity.all(start, count: 4, identicalTo: dashes[0]))
    }
  }

  @Test func equalCellsHeldInOtherStorageStillRenderNothing() {
    // A family emoji is longer than an inline string: each frame holds its own heap copy, so
    // the rows differ in memory, and the renderer must compare them cell by cell.
    func frame() -> ScreenBuffer {
      var buffer = ScreenBuffer(width: 12, height: 2)
      buffer.write(String(["👨", "\u{200D}", "👩", "\u{200D}", "👧"]) + " home", x: 0, y: 0)
      buffer.write("second row", x: 0, y: 1)
      return buffer
    }
    var renderer = ScreenRenderer()
    _ = renderer.render(frame())
    #expect(renderer.render(frame()).bytes.isEmpty)
  }

  @Test func trailingCellsIdenticalToACellAreCountedFromTheEnd() {
    func trailing(_ cells: [ScreenCell], _ cell: ScreenCell) -> Int {
      cells.withUnsafeBufferPointer {
        guard let start = $0.baseAddress else { return -1 }
        return CellRowIdentity.trailingCount(start, count: cells.count, identicalTo: cell)
      }
    }
    #expect(trailing(row("ab   "), .blank()) == 3)
    #expect(trailing(row("ab  x"), .blank()) == 0)
    #expect(trailing(row("     "), .blank()) == 5)
    // A blank in another style is not identical to a plain one.
    #expect(trailing(row("ab") + [.blank(StyleID(rawValue: 2)), .blank()], .blank()) == 1)
  }
}
