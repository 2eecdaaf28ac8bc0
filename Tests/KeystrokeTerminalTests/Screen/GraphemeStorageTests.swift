import Testing

@testable import KeystrokeTerminal

/// A cell keeps short clusters inline and long ones boxed, and gives back what it was given.
@Suite struct GraphemeStorageTests {
  static let clusters = [
    "", " ", "a", "~", "é", "e\u{301}", "中", "€", "😀", "❤️", "👍🏽", "🇩🇪", "👩‍👩‍👧", "\u{FFFD}",
  ]

  @Test func aCellIsTwoWords() {
    #expect(MemoryLayout<ScreenCell>.stride == 16)
  }

  @Test(arguments: clusters)
  func aClusterComesBackAsItWasStored(cluster: String) {
    let cell = ScreenCell(grapheme: cluster, width: 1, style: .plain)
    #expect(cell.grapheme == cluster)
    #expect(Array(cell.grapheme.utf8) == Array(cluster.utf8))
    if cluster.utf8.count <= GraphemeStorage.inlineCapacity {
      #expect(cell.content != .boxed(GraphemeBox(cluster)))
    } else {
      #expect(cell.content == .boxed(GraphemeBox(cluster)))
    }
  }

  @Test func cellsWithEqualClustersAreEqualHoweverTheyAreStored() {
    let flag = "🇩🇪"
    let first = ScreenCell(grapheme: flag, width: 2, style: .plain)
    let second = ScreenCell(grapheme: String(flag.reversed().reversed()), width: 2, style: .plain)
    #expect(first == second)
    // Canonically equivalent spellings are the same cluster, as String compares them.
    let composed = ScreenCell(grapheme: "é", width: 1, style: .plain)
    let decomposed = ScreenCell(grapheme: "e\u{301}", width: 1, style: .plain)
    #expect(composed == decomposed)
    #expect(composed.content != decomposed.content)
  }

  @Test func differentClustersDiffer() {
    let cells = Self.clusters.map { ScreenCell(grapheme: $0, width: 1, style: .plain) }
    for (i, left) in cells.enumerated() {
      for (j, right) in cells.enumerated() where i != j {
        let equivalent = Self.clusters[i] == Self.clusters[j]
        #expect((left == right) == equivalent, "\(Self.clusters[i]) against \(Self.clusters[j])")
      }
    }
  }

  @Test func settingTheGraphemeReplacesTheStorage() {
    var cell = ScreenCell.blank()
    #expect(cell.isSpace)
    cell.grapheme = "👩‍👩‍👧"
    #expect(cell.grapheme == "👩‍👩‍👧")
    #expect(!cell.isSpace)
    cell.grapheme = "x"
    #expect(cell == ScreenCell(grapheme: "x", width: 1, style: .plain))
  }

  @Test func identicalRowsOfLongClustersPassTheIdentityTest() {
    let cell = ScreenCell(grapheme: "🇩🇪", width: 2, style: StyleID(rawValue: 3))
    let row = [cell, .continuation(StyleID(rawValue: 3)), cell]
    let copy = row
    let other = [
      ScreenCell(grapheme: "🇩🇪", width: 2, style: StyleID(rawValue: 3)),
      .continuation(StyleID(rawValue: 3)), cell,
    ]
    row.withUnsafeBufferPointer { left in
      copy.withUnsafeBufferPointer { right in
        #expect(CellRowIdentity.same(left.baseAddress!, right.baseAddress!, count: 3))
      }
      other.withUnsafeBufferPointer { right in
        // Another box holding the same flag: not identical, though equal.
        #expect(!CellRowIdentity.same(left.baseAddress!, right.baseAddress!, count: 3))
      }
    }
    #expect(row == other)
  }
}
