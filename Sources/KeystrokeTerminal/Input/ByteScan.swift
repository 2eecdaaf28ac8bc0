/// Finding a byte in a run of input eight bytes at a time: a paste is thousands of bytes of
/// text with no escape in it, read until the escape that ends it.
enum ByteScan {
  /// `0x01` in every byte of a word.
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  /// `0x80` in every byte of a word.
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The index of the first byte of `bytes` at or after `start` that is `first` or `second`,
  /// or `nil` when there is none.
  static func firstIndex(
    of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0
  ) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let count = bytes.count
    var index = max(0, start)
    let firstPattern = UInt64(first) &* ones
    let secondPattern = UInt64(second) &* ones
    let raw = UnsafeRawPointer(base)
    while count - index >= 8 {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // A byte of `word` equal to the pattern's is a zero byte of their difference; the
      // classic test sets its high bit (and may set higher bytes' too, which the byte loop
      // below sorts out: the first hit it finds is exact).
      if hasZeroByte(word ^ firstPattern) || hasZeroByte(word ^ secondPattern) { break }
      index += 8
    }
    while index < count {
      let byte = base[index]
      if byte == first || byte == second { return index }
      index += 1
    }
    return nil
  }

  /// Whether some byte of `word` is zero.
  @inline(__always)
  private static func hasZeroByte(_ word: UInt64) -> Bool {
    (word &- ones) & ~word & highs != 0
  }
}
