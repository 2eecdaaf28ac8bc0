import Foundation

extension String {
  /// Whether this string holds the same UTF-8 bytes as `other`: two copies of one string
  /// share their storage and are found equal at once, others are compared with `memcmp`.
  ///
  /// Not `==`, which finds strings equal whose characters mean the same by Unicode's
  /// canonical equivalence (an accent composed or not), and reads a text with characters of
  /// several bytes through normalization to say so: about a millisecond a megabyte.
  func hasSameBytes(as other: String) -> Bool {
    var mine = self
    var other = other
    return mine.withUTF8 { bytes in
      other.withUTF8 { otherBytes in
        guard bytes.count == otherBytes.count else { return false }
        guard let start = bytes.baseAddress, let otherStart = otherBytes.baseAddress,
          start != otherStart
        else { return true }
        return memcmp(start, otherStart, bytes.count) == 0
      }
    }
  }
}
