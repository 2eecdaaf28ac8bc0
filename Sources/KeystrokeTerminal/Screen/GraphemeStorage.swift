/// Where a ``ScreenCell`` keeps its grapheme cluster: up to seven UTF-8 bytes in the cell
/// itself, a longer cluster (a flag, a joined emoji sequence) in a shared box.
///
/// Nearly every cluster on a terminal screen is one scalar of at most four bytes, so keeping
/// them inline makes a cell 16 bytes rather than the 24 a `String` needs. A frame's buffers
/// are read whole several times a frame (cleared, compared row by row, diffed), so their size
/// is memory traffic on every key.
enum GraphemeStorage: Sendable, Equatable {
  /// The UTF-8 bytes, the first in the lowest byte, and their count in the highest byte.
  case inline(UInt64)
  /// A cluster longer than seven bytes.
  case boxed(GraphemeBox)

  /// The most bytes kept inline.
  static let inlineCapacity = 7

  /// A space.
  static let space = GraphemeStorage(ascii: 0x20)
  /// No cluster: the right half of a wide one.
  static let empty = GraphemeStorage.inline(0)

  /// Storage for `grapheme`.
  init(_ grapheme: String) {
    var bits: UInt64 = 0
    var count = 0
    for byte in grapheme.utf8 {
      guard count < Self.inlineCapacity else {
        self = .boxed(GraphemeBox(grapheme))
        return
      }
      bits |= UInt64(byte) << UInt64(8 * count)
      count += 1
    }
    self = .inline(bits | UInt64(count) << 56)
  }

  /// Storage for one ASCII character.
  init(ascii byte: UInt8) {
    self = .inline(UInt64(byte) | 1 << 56)
  }

  /// The cluster's byte when it is a single byte (an ASCII character), which prints as is.
  var singleByte: UInt8? {
    if case .inline(let bits) = self, bits >> 56 == 1 { return UInt8(truncatingIfNeeded: bits) }
    return nil
  }

  /// Whether the cluster is a single byte (an ASCII character), which prints as one byte.
  var isOneByte: Bool { singleByte != nil }

  /// The cluster as a string.
  var string: String {
    switch self {
    case .inline(let bits):
      let count = Int(bits >> 56)
      return withUnsafeBytes(of: bits.littleEndian) { bytes in
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes.prefix(count)), as: UTF8.self)
      }
    case .boxed(let box):
      return box.string
    }
  }

  /// Appends the cluster's UTF-8 bytes to `bytes`, without building a string.
  func appendUTF8(to bytes: inout [UInt8]) {
    switch self {
    case .inline(var bits):
      for _ in 0..<Int(bits >> 56) {
        bytes.append(UInt8(truncatingIfNeeded: bits))
        bits >>= 8
      }
    case .boxed(let box):
      bytes.append(contentsOf: box.string.utf8)
    }
  }

  /// Whether both hold the same cluster: the same bytes, or canonically equivalent strings
  /// (as `String`'s `==` decides). Two inline ASCII clusters with different bytes differ
  /// without building strings.
  func holdsSameCluster(as other: GraphemeStorage) -> Bool {
    if self == other { return true }
    if case .inline(let left) = self, case .inline(let right) = other,
      (left | right) & 0x0080_8080_8080_8080 == 0
    {
      return false
    }
    return string == other.string
  }
}

/// A grapheme cluster too long to keep in a cell, shared by the cells that copy it.
final class GraphemeBox: Sendable, Equatable {
  /// The cluster.
  let string: String

  /// A box holding `string`.
  init(_ string: String) { self.string = string }

  /// Boxes are equal when they hold the same bytes; the cell compares canonically.
  static func == (lhs: GraphemeBox, rhs: GraphemeBox) -> Bool {
    lhs === rhs || lhs.string.utf8.elementsEqual(rhs.string.utf8)
  }
}
