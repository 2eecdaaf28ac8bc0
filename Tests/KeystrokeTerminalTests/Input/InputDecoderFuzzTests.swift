import KeystrokeCore
import Testing

@testable import KeystrokeTerminal

/// The libFuzzer target's properties (`Fuzz/InputDecoder`), checked on a few thousand
/// generated inputs with fixed seeds so CI runs them quickly and every run sees the same cases.
/// A failure names the seed, the round and the input bytes.
@Suite(.timeLimit(.minutes(2))) struct InputDecoderFuzzTests {
  /// Pieces that make sequences likely: introducers, terminators, parameters, finals, UTF-8.
  private static let fragments: [[UInt8]] = [
    "\u{1B}", "\u{1B}[", "\u{1B}O", "\u{1B}P", "\u{1B}]", "\u{1B}_", "\u{1B}\\", "\u{07}",
    "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[<", "\u{1B}[M", "\u{1B}[27;", "\u{1B}[?", ";", ":",
    "u", "~", "M", "m", "R", "$y", ">|", "1", "2", "97", "127", "155", "200", "é", "👍", "a",
  ].map { Array($0.utf8) }

  /// A generated input: fragments, runs of random bytes and pieces of real terminal input.
  private static func input(using generator: inout SeededGenerator) -> [UInt8] {
    let stream = InputDecoderPropertyTests.validStream
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 1...24, using: &generator) {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0, 1:
        bytes += fragments.randomElement(using: &generator) ?? []
      case 2:
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
          bytes.append(UInt8.random(in: 0...255, using: &generator))
        }
      default:
        let start = Int.random(in: 0..<stream.count, using: &generator)
        let end = min(stream.count, start + Int.random(in: 1...32, using: &generator))
        bytes += stream[start..<end]
      }
    }
    return bytes
  }

  private static func decode(
    _ chunks: [ArraySlice<UInt8>], configuration: InputDecoderConfiguration
  ) -> [TerminalEvent] {
    var decoder = InputDecoder(configuration: configuration)
    var events: [TerminalEvent] = []
    for chunk in chunks { events += decoder.feed(Array(chunk), now: .zero) }
    return events + decoder.finish()
  }

  private static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String($0, radix: 16) }.joined(separator: " ")
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func splittingAnyInputAnywhereDecodesTheSame(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let configurations = [
      InputDecoderConfiguration.local,
      InputDecoderConfiguration(
        maximumSequenceLength: 16, maximumStringLength: 16, backspaceByte: .controlBackspace),
    ]
    var failures: [String] = []
    for round in 0..<1000 {
      let bytes = Self.input(using: &generator)
      let configuration = configurations[round % 2]
      let whole = Self.decode([bytes[...]], configuration: configuration)
      // Two to five pieces at random cuts, and every other round one byte at a time.
      var cuts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        Int.random(in: 0...bytes.count, using: &generator)
      }
      cuts = ([0] + cuts.sorted() + [bytes.count])
      var chunks = zip(cuts, cuts.dropFirst()).map { bytes[$0..<$1] }
      if round % 2 == 1 { chunks = bytes.indices.map { bytes[$0...$0] } }
      if Self.decode(chunks, configuration: configuration) != whole {
        failures.append("seed \(seed) round \(round): \(Self.hex(bytes))")
      }
    }
    #expect(failures.isEmpty, "split decoding differs for: \(failures.prefix(5))")
  }

  @Test(arguments: [UInt64(11), 12])
  func generatedInputNeverTypesControlsAndEndsIdle(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var failures: [String] = []
    for round in 0..<1500 {
      let bytes = Self.input(using: &generator)
      var decoder = InputDecoder()
      let events = decoder.feed(bytes, now: .zero) + decoder.finish()
      let typed = events.compactMap { event -> String? in
        guard case .key(let key) = event else { return nil }
        return key.text
      }
      let controls = typed.filter { text in
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
      }
      if !controls.isEmpty || !decoder.isIdle || decoder.pendingByteCount != 0 {
        failures.append("seed \(seed) round \(round): \(Self.hex(bytes)) typed \(controls)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// Regression: code points that are controls (DEL, C1) arrived as key text through kitty's
  /// text and shifted-key fields and xterm's modifyOtherKeys; Shift+Backspace typed DEL.
  @Test(arguments: [
    ("\u{1B}[27;2;127~", DecoderFixtures.key(.backspace, .shift)),
    ("\u{1B}[27;1;155~", TerminalEvent.unknown(Array("\u{1B}[27;1;155~".utf8))),
    ("\u{1B}[97;1;155u", TerminalEvent.unknown(Array("\u{1B}[97;1;155u".utf8))),
    ("\u{1B}[97;1;127u", TerminalEvent.unknown(Array("\u{1B}[97;1;127u".utf8))),
    ("\u{1B}[0;;155u", TerminalEvent.unknown(Array("\u{1B}[0;;155u".utf8))),
    ("\u{1B}[97:155;2u", DecoderFixtures.key(.character("a"), .shift, text: "A")),
    ("\u{1B}[97:160;2u", DecoderFixtures.key(.character("a"), .shift, text: "\u{A0}")),
  ])
  func controlCodePointsAreNeverTyped(input: String, expected: TerminalEvent) {
    #expect(DecoderFixtures.decode(input) == [expected])
  }
}
