import Testing

@testable import KeystrokeTerminal

/// The word-at-a-time scan finds what a byte-by-byte scan finds.
@Suite struct ByteScanTests {
  /// The first index at or after `start` holding `first` or `second`, byte by byte.
  private func naive(_ bytes: [UInt8], _ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
    bytes.indices.first { $0 >= start && (bytes[$0] == first || bytes[$0] == second) }
  }

  private func scan(_ bytes: [UInt8], _ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer {
      ByteScan.firstIndex(of: first, or: second, in: $0, from: start)
    }
  }

  @Test func findsTheFirstOfEitherByteWhereverItLies() {
    let text = Array("pasted text, with no escape in it at all".utf8)
    #expect(scan(text, 0x1B, 0, from: 0) == nil)
    for position in [0, 1, 7, 8, 9, 15, 16, 23, text.count - 1] {
      var bytes = text
      bytes[position] = 0x1B
      #expect(scan(bytes, 0x1B, 0, from: 0) == position)
      #expect(scan(bytes, 0, 0x1B, from: position) == position)
      #expect(scan(bytes, 0x1B, 0, from: position + 1) == nil)
    }
    #expect(scan([], 0x1B, 0, from: 0) == nil)
    #expect(scan([0x1B], 0x1B, 0x1B, from: 3) == nil)
  }

  /// Bytes next to the ones looked for (0x1A, 0x1C, 0x9B, 0xFF) and every length and start,
  /// from a fixed seed, against the byte-by-byte scan.
  @Test func agreesWithAByteByByteScanOnSeededInput() {
    var seed: UInt64 = 0x5EED_0014
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let alphabet: [UInt8] = [
      0x00, 0x01, 0x1A, 0x1B, 0x1C, 0x20, 0x41, 0x7F, 0x80, 0x9B, 0xC3, 0xFF,
    ]
    for _ in 0..<2_000 {
      let length = next(40)
      // Mostly text, sometimes a byte looked for.
      let bytes = (0..<length).map { _ in
        next(10) == 0 ? alphabet[next(alphabet.count)] : UInt8(0x61 + next(26))
      }
      let start = next(length + 2)
      let first = alphabet[next(alphabet.count)]
      let second = alphabet[next(alphabet.count)]
      #expect(
        scan(bytes, first, second, from: start) == naive(bytes, first, second, from: start),
        "\(bytes) \(first) \(second) from \(start)")
    }
  }
}
