/// Whether two runs of cells hold the very same contents, read straight from memory: the
/// same grapheme storage, width, width certainty and style identifier, cell by cell.
///
/// Equal cells can still fail this test (one grapheme built as a heap string, the other
/// inline); a caller that finds a difference compares the cells properly. It lets the renderer
/// pass over an unchanged row, and a drawing memo check the cells beneath it, without comparing
/// cells one by one. The padding between a
/// cell's fields is never compared: its bytes are not defined.
enum CellRowIdentity {
  /// Which bytes of a cell's third word hold fields, when a cell is three words: the
  /// grapheme's two words, then the small fields and the padding between them.
  private static let tailMask: UInt64? = {
    let layout = MemoryLayout<ScreenCell>.self
    guard layout.stride == 24, let width = layout.offset(of: \ScreenCell.width),
      let uncertain = layout.offset(of: \ScreenCell.isUncertain),
      let style = layout.offset(of: \ScreenCell.style),
      [width, uncertain, style].allSatisfy({ $0 >= 16 }), style + 4 <= 24
    else { return nil }
    var mask: UInt64 = 0
    for (offset, size) in [(width, 1), (uncertain, 1), (style, 4)] {
      for byte in offset..<(offset + size) { mask |= 0xFF << UInt64((byte - 16) * 8) }
    }
    return mask
  }()

  /// Whether the `count` cells at `left` and `right` are identical.
  static func same(
    _ left: UnsafePointer<ScreenCell>, _ right: UnsafePointer<ScreenCell>, count: Int
  ) -> Bool {
    guard let mask = tailMask else {
      // Another layout: field by field.
      for index in 0..<count {
        let (a, b) = (left[index], right[index])
        guard a.width == b.width, a.isUncertain == b.isUncertain, a.style == b.style,
          a.grapheme == b.grapheme
        else { return false }
      }
      return true
    }
    // Raw loads of whole words: the cells are read as bytes, never as another type.
    var a = UnsafeRawPointer(left)
    var b = UnsafeRawPointer(right)
    for _ in 0..<count {
      guard a.load(as: UInt64.self) == b.load(as: UInt64.self),
        a.load(fromByteOffset: 8, as: UInt64.self) == b.load(fromByteOffset: 8, as: UInt64.self),
        a.load(fromByteOffset: 16, as: UInt64.self) & mask
          == b.load(fromByteOffset: 16, as: UInt64.self) & mask
      else { return false }
      a += 24
      b += 24
    }
    return true
  }

  /// Whether each of the `count` cells at `cells` is identical to `cell`.
  static func all(
    _ cells: UnsafePointer<ScreenCell>, count: Int, identicalTo cell: ScreenCell
  ) -> Bool {
    guard let mask = tailMask else {
      for index in 0..<count where cells[index] != cell { return false }
      return true
    }
    let words = Words(cell, mask: mask)
    var a = UnsafeRawPointer(cells)
    for _ in 0..<count {
      guard words.match(a, mask: mask) else { return false }
      a += 24
    }
    return true
  }

  /// Makes every cell of `cells` `cell`, writing only the cells not already identical to it: a
  /// write releases the old grapheme, and most cells of a frame being cleared are blank.
  static func assign(_ cell: ScreenCell, to cells: UnsafeMutableBufferPointer<ScreenCell>) {
    guard let base = cells.baseAddress else { return }
    guard let mask = tailMask else {
      for index in cells.indices where cells[index] != cell { cells[index] = cell }
      return
    }
    let words = Words(cell, mask: mask)
    for index in 0..<cells.count where !words.match(UnsafeRawPointer(base + index), mask: mask) {
      base[index] = cell
    }
  }

  /// A cell's three words, the third masked to its fields.
  private struct Words {
    let first: UInt64
    let second: UInt64
    let third: UInt64

    init(_ cell: ScreenCell, mask: UInt64) {
      (first, second, third) = withUnsafePointer(to: cell) { one in
        let bytes = UnsafeRawPointer(one)
        return (
          bytes.load(as: UInt64.self), bytes.load(fromByteOffset: 8, as: UInt64.self),
          bytes.load(fromByteOffset: 16, as: UInt64.self) & mask
        )
      }
    }

    /// Whether the cell at `cell` holds these words.
    func match(_ cell: UnsafeRawPointer, mask: UInt64) -> Bool {
      cell.load(as: UInt64.self) == first && cell.load(fromByteOffset: 8, as: UInt64.self) == second
        && cell.load(fromByteOffset: 16, as: UInt64.self) & mask == third
    }
  }
}
