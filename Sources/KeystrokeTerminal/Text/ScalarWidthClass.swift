/// How one Unicode scalar contributes to the display width of the cluster it starts.
///
/// Looked up in the generated ``WidthTable`` by binary search; ASCII never reaches the table.
public enum ScalarWidthClass: UInt8, Sendable, Equatable {
  /// Combining marks, format characters and default-ignorable code points: no column of their own.
  case zero = 0
  /// East Asian Wide or Fullwidth: two columns.
  case wide = 1
  /// An emoji shown as a picture by default (`Emoji_Presentation`): two columns.
  case emoji = 2
  /// An `Extended_Pictographic` symbol shown as text by default: one column, two with U+FE0F.
  case pictographic = 3
  /// Everything else, including ASCII printables and C0/C1 controls: one column.
  case narrow = 4

  /// The class of `scalar`, from the generated table.
  public init(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    if value < 0xA9 {
      self = .narrow
      return
    }
    self = Self.lookup(UInt64(value))
  }

  private static func lookup(_ value: UInt64) -> ScalarWidthClass {
    let table = WidthTable.ranges
    var low = 0
    var high = table.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let entry = table[middle]
      let first = entry >> 32
      if value < first {
        high = middle - 1
      } else if value > (entry >> 8) & 0xFF_FFFF {
        low = middle + 1
      } else {
        return ScalarWidthClass(rawValue: UInt8(truncatingIfNeeded: entry)) ?? .narrow
      }
    }
    return .narrow
  }
}
