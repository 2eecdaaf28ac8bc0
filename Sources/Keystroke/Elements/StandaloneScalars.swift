/// Scripts whose every scalar is a character of its own and whose width is known from the
/// scalar alone: printable ASCII, accented Latin, Cyrillic letters, kana, CJK ideographs,
/// Hangul syllables and fullwidth forms. A stretch of text made only of them is measured
/// from its bytes without finding its characters, so a long line of Chinese or Korean costs
/// a pass over its bytes, as a line of ASCII does.
///
/// None of them joins the scalar before or after it: no combining marks, joiners, jamo,
/// regional indicators or emoji are listed (a stretch holding one is walked as characters).
enum StandaloneScalars {
  /// The columns of `bytes` (UTF-8 of whole scalars) when every scalar in them is one of
  /// these, else `nil`.
  static func columns(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    walk(bytes, from: 0, stoppingPast: Int.max)?.column
  }

  /// Walks `bytes` (UTF-8 of whole scalars, starting at screen column `column`) scalar by
  /// scalar, each a character: the start of the first whose columns reach past `left`, with
  /// its column, or the end of `bytes` and the column after them; `nil` as soon as a scalar
  /// is not one of these.
  static func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, from column: Int, stoppingPast left: Int
  ) -> (byte: Int, column: Int)? {
    var column = column
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let value: UInt32
      let length: Int
      switch lead {
      case 0x20..<0x7F:
        (value, length) = (UInt32(lead), 1)
      case 0xC0..<0xE0:
        guard index + 1 < bytes.count else { return nil }
        value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        length = 2
      case 0xE0..<0xF0:
        guard index + 2 < bytes.count else { return nil }
        value =
          UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
          | UInt32(bytes[index + 2] & 0x3F)
        length = 3
      default:
        // Controls, and scalars of four bytes (emoji, rarer ideographs).
        return nil
      }
      guard let width = value < 0x80 ? 1 : columns(ofScalar: value) else { return nil }
      if column + width > left { return (index, column) }
      column += width
      index += length
    }
    return (bytes.count, column)
  }

  /// The columns of scalar `value` when it is one of these, else `nil`.
  static func columns(ofScalar value: UInt32) -> Int? {
    switch value {
    case 0xC0...0x17F, 0x400...0x482, 0x48A...0x4FF:
      return 1
    case 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
      0xFF01...0xFF60:
      return 2
    default:
      return nil
    }
  }
}
