import Foundation

/// Where two texts differ, widened on both sides to places where a character certainly starts
/// in both: after a line feed, or between two ASCII bytes other than CR and LF (no character
/// joins across those). Counting the characters of each side's region, and nothing else,
/// gives what the edit changed.
struct TextSummaryRegion {
  /// The region's UTF-8 offsets in the old text.
  let old: Range<Int>
  /// The region's UTF-8 offsets in the new text.
  let new: Range<Int>

  /// The region of `old` that became the region of `new`.
  init(from old: UnsafeBufferPointer<UInt8>, to new: UnsafeBufferPointer<UInt8>) {
    let prefix = Self.commonPrefix(old, new)
    let suffix = Self.commonSuffix(old, new, before: prefix)
    var start = prefix
    while start > 0, !Self.isCertainStart(start, in: old, within: 0..<prefix) { start -= 1 }
    // In the old text, the common suffix starts at `oldTail`.
    let oldTail = old.count - suffix
    var end = oldTail
    while end < old.count, !Self.isCertainStart(end, in: old, within: oldTail..<old.count) {
      end += 1
    }
    self.old = start..<end
    self.new = start..<(end + new.count - old.count)
  }

  /// Whether a character certainly starts at `index` of `bytes` in both texts, judged by
  /// the bytes in `common`, which both texts share: after a line feed, or between two ASCII
  /// bytes other than CR and LF. (The texts' own starts and ends are where the searches stop.)
  private static func isCertainStart(
    _ index: Int, in bytes: UnsafeBufferPointer<UInt8>, within common: Range<Int>
  ) -> Bool {
    guard common.contains(index - 1) else { return false }
    let before = bytes[index - 1]
    if before == 0x0A { return true }
    guard index < common.upperBound else { return false }
    let byte = bytes[index]
    return before < 0x80 && byte < 0x80 && !(before == 0x0D && byte == 0x0A)
  }

  /// How many bytes the two texts share from their starts.
  private static func commonPrefix(
    _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let limit = min(old.count, new.count)
    guard let a = old.baseAddress, let b = new.baseAddress else { return 0 }
    let block = 4096
    var index = 0
    while index + block <= limit, memcmp(a + index, b + index, block) == 0 { index += block }
    while index < limit, old[index] == new[index] { index += 1 }
    return index
  }

  /// How many bytes the two texts share at their ends, not reaching back into the first
  /// `prefix` bytes of either.
  private static func commonSuffix(
    _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, before prefix: Int
  ) -> Int {
    let limit = min(old.count, new.count) - prefix
    guard let a = old.baseAddress, let b = new.baseAddress else { return 0 }
    let block = 4096
    var count = 0
    while count + block <= limit,
      memcmp(a + old.count - count - block, b + new.count - count - block, block) == 0
    {
      count += block
    }
    while count < limit, old[old.count - count - 1] == new[new.count - count - 1] { count += 1 }
    return count
  }
}
