/// Whether two runs of cells hold the very same contents, read straight from memory: the
/// same grapheme storage, width, width certainty and style identifier, cell by cell.
///
/// Equal cells can still fail this test (one long cluster in two boxes, or two canonically
/// equivalent spellings); a caller that finds a difference compares the cells properly. It
/// lets the renderer pass over an unchanged row, and a drawing memo check the cells beneath
/// it, without comparing cells one by one. The padding between a cell's fields is never
/// compared: its bytes are not defined.
enum CellRowIdentity {
  /// Which bytes of a cell's second word hold fields, when a cell is two words: the
  /// cluster's storage fills the first word and its case the start of the second, then come
  /// the small fields and the padding between them.
  private static let tailMask: UInt64? = {
    let layout = MemoryLayout<ScreenCell>.self
    let storage = MemoryLayout<GraphemeStorage>.size
    guard layout.stride == 16, layout.offset(of: \ScreenCell.content) == 0, storage > 8,
      let width = layout.offset(of: \ScreenCell.width),
      let uncertain = layout.offset(of: \ScreenCell.isUncertain),
      let style = layout.offset(of: \ScreenCell.style),
      [width, uncertain, style].allSatisfy({ $0 >= storage }), style + 4 <= 16
    else { return nil }
    var mask: UInt64 = 0
    for (offset, size) in [(8, storage - 8), (width, 1), (uncertain, 1), (style, 4)] {
      for byte in offset..<(offset + size) { mask |= 0xFF << UInt64((byte - 8) * 8) }
    }
    return mask
  }()

  /// Whether the `count` cells at `left` and `right` are identical.
  ///
  /// Every frame asks this of every row, and most rows are unchanged, so the whole row is
  /// read: four cells at a time, their differences gathered without a branch, then tested
  /// once.
  static func same(
    _ left: UnsafePointer<ScreenCell>, _ right: UnsafePointer<ScreenCell>, count: Int
  ) -> Bool {
    let identity = Comparer()
    guard let mask = tailMask else {
      for index in 0..<count where !identity.same(left + index, right + index) { return false }
      return true
    }
    var a = UnsafeRawPointer(left)
    var b = UnsafeRawPointer(right)
    var grouped = 0
    while count - grouped >= 4 {
      var difference: UInt64 = 0
      for offset in stride(from: 0, to: 64, by: 16) {
        difference |=
          a.load(fromByteOffset: offset, as: UInt64.self)
          ^ b.load(fromByteOffset: offset, as: UInt64.self)
        difference |=
          (a.load(fromByteOffset: offset + 8, as: UInt64.self)
            ^ b.load(fromByteOffset: offset + 8, as: UInt64.self)) & mask
      }
      if difference != 0 { return false }
      a += 64
      b += 64
      grouped += 4
    }
    // The last few, one by one.
    for index in grouped..<count where !identity.same(left + index, right + index) {
      return false
    }
    return true
  }

  /// Whether each of the `count` cells at `cells` is identical to `cell`.
  static func all(
    _ cells: UnsafePointer<ScreenCell>, count: Int, identicalTo cell: ScreenCell
  ) -> Bool {
    guard let mask = tailMask else {
      for index in 0..<count where !identical(cells[index], cell) { return false }
      return true
    }
    let words = Words(cell, mask: mask)
    var a = UnsafeRawPointer(cells)
    for _ in 0..<count {
      guard words.match(a, mask: mask) else { return false }
      a += 16
    }
    return true
  }

  /// How many of the `count` cells at `cells`, counted back from the last, are identical to
  /// `cell`.
  static func trailingCount(
    _ cells: UnsafePointer<ScreenCell>, count: Int, identicalTo cell: ScreenCell
  ) -> Int {
    var matched = 0
    guard let mask = tailMask else {
      while matched < count, identical(cells[count - 1 - matched], cell) { matched += 1 }
      return matched
    }
    let words = Words(cell, mask: mask)
    while matched < count, words.match(UnsafeRawPointer(cells + (count - 1 - matched)), mask: mask)
    {
      matched += 1
    }
    return matched
  }

  /// Makes every cell of `cells` `cell`, writing only the cells not already identical to it: a
  /// write releases the old cluster's box, if any, and most cells of a frame being cleared are
  /// blank already.
  static func assign(_ cell: ScreenCell, to cells: UnsafeMutableBufferPointer<ScreenCell>) {
    guard let base = cells.baseAddress else { return }
    guard let mask = tailMask else {
      for index in cells.indices where !identical(cells[index], cell) { cells[index] = cell }
      return
    }
    let words = Words(cell, mask: mask)
    for index in 0..<cells.count where !words.match(UnsafeRawPointer(base + index), mask: mask) {
      base[index] = cell
    }
  }

  /// Makes every cell of `cells`, none of which holds a boxed cluster, `cell` by copying its
  /// bytes: a cell that holds no reference is nothing but its bytes, so none needs releasing
  /// and a copy needs no retain. A clear after a frame of text writes every cell, and this
  /// writes them as one block. A boxed `cell` is assigned cell by cell instead.
  static func copy(_ cell: ScreenCell, overBoxFree cells: UnsafeMutableBufferPointer<ScreenCell>) {
    guard let base = cells.baseAddress, !cells.isEmpty else { return }
    guard case .inline = cell.content else {
      assign(cell, to: cells)
      return
    }
    base[0] = cell
    // Doubling: the cells written so far are copied after themselves until all are written.
    let bytes = UnsafeMutableRawPointer(base)
    let stride = MemoryLayout<ScreenCell>.stride
    var written = 1
    while written < cells.count {
      let chunk = min(written, cells.count - written)
      (bytes + written * stride).copyMemory(from: bytes, byteCount: chunk * stride)
      written += chunk
    }
  }

  /// The identity test for single cells, with the layout looked up once: for a caller that
  /// tests cell after cell (the renderer, within a row that changed).
  struct Comparer {
    private let mask = CellRowIdentity.tailMask

    /// Whether the cell at `cell` certainly holds another cluster than the cell at `inline`,
    /// whose cluster is kept inline (a space): their storage words differ. Another inline
    /// cluster has other bytes, and a boxed one is never kept inline. `false` says nothing
    /// (the same cluster, or a layout the words do not describe): compare the cells.
    @inline(__always)
    func holdsAnotherCluster(
      _ cell: UnsafePointer<ScreenCell>, thanInline inline: UnsafePointer<ScreenCell>
    ) -> Bool {
      guard mask != nil else { return false }
      return UnsafeRawPointer(cell).load(as: UInt64.self)
        != UnsafeRawPointer(inline).load(as: UInt64.self)
    }

    /// Whether the cells at `left` and `right` are identical: two raw loads of whole words
    /// each (the cells are read as bytes, never as another type), or field by field where the
    /// layout is not the one the words describe.
    @inline(__always)
    func same(_ left: UnsafePointer<ScreenCell>, _ right: UnsafePointer<ScreenCell>) -> Bool {
      guard let mask else { return identical(left.pointee, right.pointee) }
      let a = UnsafeRawPointer(left)
      let b = UnsafeRawPointer(right)
      return a.load(as: UInt64.self) == b.load(as: UInt64.self)
        && a.load(fromByteOffset: 8, as: UInt64.self) & mask
          == b.load(fromByteOffset: 8, as: UInt64.self) & mask
    }
  }

  /// Whether two cells hold the very same contents, field by field: what the word comparison
  /// decides when the cell's layout is not the one it reads.
  private static func identical(_ a: ScreenCell, _ b: ScreenCell) -> Bool {
    a.width == b.width && a.isUncertain == b.isUncertain && a.style == b.style
      && a.content == b.content
  }

  /// A cell's two words, the second masked to its fields.
  private struct Words {
    let first: UInt64
    let second: UInt64

    init(_ cell: ScreenCell, mask: UInt64) {
      (first, second) = withUnsafePointer(to: cell) { one in
        let bytes = UnsafeRawPointer(one)
        return (bytes.load(as: UInt64.self), bytes.load(fromByteOffset: 8, as: UInt64.self) & mask)
      }
    }

    /// Whether the cell at `cell` holds these words.
    func match(_ cell: UnsafeRawPointer, mask: UInt64) -> Bool {
      cell.load(as: UInt64.self) == first
        && cell.load(fromByteOffset: 8, as: UInt64.self) & mask == second
    }
  }
}
