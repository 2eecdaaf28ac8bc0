import KeystrokeCore
import Testing

@testable import KeystrokeTerminal

/// Properties that hold for any input: splitting never changes the result, garbage never
/// crashes, never grows memory without bound and never becomes typed text.
@Suite struct InputDecoderPropertyTests {
  /// Every table row of the decoder tests, back to back.
  static let validStream: [UInt8] = {
    let rows =
      InputDecoderTests.legacy + InputDecoderTests.alt + InputDecoderTests.cursorAndFunction
      + InputDecoderTests.kitty + InputDecoderTests.modifyOtherKeys + InputDecoderTests.tmux33
      + InputDecoderTests.mouseFocusPaste + InputDecoderTests.replies
    var bytes: [UInt8] = []
    for row in rows { bytes += DecoderFixtures.bytes(row.input) + Array("|".utf8) }
    return bytes
  }()

  private static func decode(chunks: [ArraySlice<UInt8>], step: Duration) -> [TerminalEvent] {
    var decoder = InputDecoder()
    var events: [TerminalEvent] = []
    var now = Duration.zero
    for chunk in chunks {
      events += decoder.feed(Array(chunk), now: now)
      now += step
    }
    return events + decoder.finish()
  }

  @Test func everyTwoWaySplitDecodesTheSame() {
    let stream = Self.validStream
    let whole = Self.decode(chunks: [stream[...]], step: .zero)
    #expect(whole.count > 200)
    var mismatches: [Int] = []
    for cut in 1..<stream.count {
      let split = Self.decode(
        chunks: [stream[..<cut], stream[cut...]], step: .milliseconds(10))
      if split != whole { mismatches.append(cut) }
    }
    #expect(mismatches.isEmpty, "splits that changed the events: \(mismatches.prefix(10))")
  }

  @Test func randomSplitsDecodeTheSame() {
    var generator = SeededGenerator(seed: 0x5EED)
    let stream = Self.validStream
    let whole = Self.decode(chunks: [stream[...]], step: .zero)
    for round in 0..<200 {
      var chunks: [ArraySlice<UInt8>] = []
      var start = 0
      while start < stream.count {
        let length = Int.random(in: 1...(round % 2 == 0 ? 4 : 64), using: &generator)
        let end = min(stream.count, start + length)
        chunks.append(stream[start..<end])
        start = end
      }
      let step = Duration.milliseconds(Int.random(in: 0...24, using: &generator))
      #expect(Self.decode(chunks: chunks, step: step) == whole, "round \(round)")
    }
  }

  @Test func randomBytesAreBoundedAndEndIdle() {
    var generator = SeededGenerator(seed: 42)
    let configuration = InputDecoderConfiguration.local
    let bound = max(configuration.maximumSequenceLength, configuration.maximumStringLength) + 8
    let alphabet: [UInt8] = Array("\u{1B}[]OP_G<?;:$~uM0123456789\\\u{07}".utf8)
    for round in 0..<300 {
      var decoder = InputDecoder()
      var now = Duration.zero
      for _ in 0..<40 {
        let count = Int.random(in: 0...200, using: &generator)
        let biased = round % 2 == 0
        let bytes = (0..<count).map { _ in
          biased
            ? alphabet.randomElement(using: &generator) ?? 0
            : UInt8.random(in: 0...255, using: &generator)
        }
        _ = decoder.feed(bytes, now: now)
        #expect(decoder.pendingByteCount <= bound)
        now += .milliseconds(Int.random(in: 0...40, using: &generator))
      }
      _ = decoder.finish()
      #expect(decoder.isIdle)
      #expect(decoder.pendingByteCount == 0)
    }
  }

  @Test func endlessGarbageDoesNotGrowMemory() {
    var decoder = InputDecoder()
    var events = decoder.feed(Array("\u{1B}[".utf8), now: .zero)
    events += decoder.feed([UInt8](repeating: UInt8(ascii: "1"), count: 1 << 20), now: .zero)
    #expect(decoder.pendingByteCount == 0)
    events += decoder.feed(Array("\u{1B}P1".utf8), now: .zero)
    events += decoder.feed([UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20), now: .zero)
    #expect(decoder.pendingByteCount == 0)
    events += decoder.finish()
    #expect(events.count == 2)
    #expect(events.allSatisfy { if case .unknown = $0 { true } else { false } })
  }

  /// Control sequences and strings made of random bytes never type text, whatever their
  /// parameters (kitty `u` and `~` are left out: a random one can be a real key).
  @Test func escapeIntroducedGarbageIsNeverText() {
    var generator = SeededGenerator(seed: 7)
    let finals = (UInt8(0x40)...0x7E).filter { $0 != UInt8(ascii: "u") && $0 != UInt8(ascii: "~") }
    for _ in 0..<3000 {
      var bytes: [UInt8] = [0x1B]
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        bytes.append(UInt8(ascii: "["))
        for _ in 0..<Int.random(in: 0...20, using: &generator) {
          bytes.append(UInt8.random(in: 0x20...0x3F, using: &generator))
        }
        bytes.append(finals.randomElement(using: &generator) ?? 0x41)
      case 1:
        bytes.append(UInt8(ascii: "["))
        for _ in 0..<Int.random(in: 1...20, using: &generator) {
          bytes.append(UInt8.random(in: 0x20...0x3F, using: &generator))
        }
      case 2:
        bytes += [UInt8(ascii: "P"), UInt8.random(in: 0x30...0x3F, using: &generator)]
        for _ in 0..<Int.random(in: 0...40, using: &generator) {
          bytes.append(UInt8.random(in: 0x20...0x7E, using: &generator))
        }
        if Bool.random(using: &generator) { bytes += [0x1B, UInt8(ascii: "\\")] }
      default:
        bytes += [UInt8(ascii: "]"), UInt8.random(in: 0x30...0x39, using: &generator)]
        for _ in 0..<Int.random(in: 0...40, using: &generator) {
          bytes.append(UInt8.random(in: 0x20...0x7E, using: &generator))
        }
        if Bool.random(using: &generator) { bytes.append(0x07) }
      }
      let events = DecoderFixtures.decode(bytes)
      let texts = events.compactMap { event -> String? in
        if case .key(let key) = event { return key.text }
        return nil
      }
      #expect(texts.isEmpty, "\(bytes) typed \(texts)")
    }
  }
}
