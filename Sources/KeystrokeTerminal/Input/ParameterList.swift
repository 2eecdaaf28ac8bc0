/// The numeric parameters of a control sequence: fields separated by `;`, each made of
/// sub-parameters separated by `:` (`97:65;6:1;65` has three fields).
///
/// The storage is reused between sequences so that decoding allocates nothing per key.
struct ParameterList: Sendable {
  /// Every sub-parameter in order; `-1` marks an empty one.
  private(set) var numbers: [Int] = []
  /// The index in ``numbers`` where each field begins.
  private(set) var fieldStarts: [Int] = []

  /// The largest value kept; longer numbers make the sequence malformed.
  static let maximumValue = 99_999_999

  init() {
    numbers.reserveCapacity(16)
    fieldStarts.reserveCapacity(8)
  }

  /// The number of fields; `0` when the parameter text is empty.
  var count: Int { fieldStarts.count }

  /// Parses `bytes[range]`, which must hold only digits, `;` and `:`. Returns false when a
  /// byte is not one of those or a number is too large.
  mutating func parse(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    numbers.removeAll(keepingCapacity: true)
    fieldStarts.removeAll(keepingCapacity: true)
    guard !range.isEmpty else { return true }
    fieldStarts.append(0)
    var current = -1
    for index in range {
      let byte = bytes[index]
      switch byte {
      case 0x30...0x39:
        current = (current < 0 ? 0 : current * 10) + Int(byte - 0x30)
        if current > Self.maximumValue { return false }
      case 0x3A:
        numbers.append(current)
        current = -1
      case 0x3B:
        numbers.append(current)
        current = -1
        fieldStarts.append(numbers.count)
      default:
        return false
      }
    }
    numbers.append(current)
    return true
  }

  /// The number of sub-parameters in `field` (0 when the field does not exist).
  func subCount(_ field: Int) -> Int {
    guard field < fieldStarts.count else { return 0 }
    let end = field + 1 < fieldStarts.count ? fieldStarts[field + 1] : numbers.count
    return end - fieldStarts[field]
  }

  /// Sub-parameter `sub` of `field`, or `nil` when it is absent or empty.
  func value(_ field: Int, _ sub: Int = 0) -> Int? {
    guard sub < subCount(field) else { return nil }
    let number = numbers[fieldStarts[field] + sub]
    return number < 0 ? nil : number
  }
}
