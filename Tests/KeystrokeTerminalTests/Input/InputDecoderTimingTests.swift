import KeystrokeCore
import Testing

@testable import KeystrokeTerminal

/// The Escape rule: time, never read boundaries, decides what a pending `ESC` means.
@Suite struct InputDecoderTimingTests {
  private static let escape = DecoderFixtures.key(.escape)

  @Test func loneEscapeWaitsForItsDeadline() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B], now: .milliseconds(100)).isEmpty)
    #expect(decoder.deadline == .milliseconds(125))
    #expect(decoder.flush(now: .milliseconds(124)).isEmpty)
    #expect(!decoder.isIdle)
    #expect(decoder.flush(now: .milliseconds(125)) == [Self.escape])
    #expect(decoder.deadline == nil)
    #expect(decoder.isIdle)
  }

  @Test func byteBeforeTheDeadlineMakesAlt() {
    var decoder = InputDecoder()
    _ = decoder.feed([0x1B], now: .zero)
    #expect(
      decoder.feed(Array("x".utf8), now: .milliseconds(24))
        == [DecoderFixtures.key(.character("x"), .option)])
  }

  @Test func byteAfterTheDeadlineIsSeparate() {
    var decoder = InputDecoder()
    _ = decoder.feed([0x1B], now: .zero)
    #expect(
      decoder.feed(Array("x".utf8), now: .milliseconds(30))
        == [Self.escape, DecoderFixtures.typed("x")])
  }

  @Test func deadlineCountsFromTheLastByte() {
    var decoder = InputDecoder()
    var events = decoder.feed(Array("\u{1B}[1".utf8), now: .zero)
    events += decoder.feed(Array(";".utf8), now: .milliseconds(20))
    events += decoder.flush(now: .milliseconds(30))
    events += decoder.feed(Array("5A".utf8), now: .milliseconds(40))
    #expect(events == [DecoderFixtures.key(.upArrow, .control)])
  }

  @Test func expiredPartialSequenceIsUnknownNotText() {
    var decoder = InputDecoder()
    _ = decoder.feed(Array("\u{1B}[1;5".utf8), now: .zero)
    #expect(decoder.flush(now: .milliseconds(25)) == [.unknown(Array("\u{1B}[1;5".utf8))])
    #expect(decoder.feed(Array("A".utf8), now: .milliseconds(26)) == [DecoderFixtures.typed("A")])
  }

  @Test func expiredIntroducerIsAltKey() {
    var decoder = InputDecoder()
    _ = decoder.feed(Array("\u{1B}[".utf8), now: .zero)
    #expect(
      decoder.feed(Array("A".utf8), now: .milliseconds(40))
        == [DecoderFixtures.key(.character("["), .option), DecoderFixtures.typed("A")])
  }

  @Test func sshWaitsLonger() {
    var decoder = InputDecoder(configuration: .ssh)
    _ = decoder.feed([0x1B], now: .zero)
    #expect(decoder.deadline == .milliseconds(100))
    #expect(
      decoder.feed(Array("[A".utf8), now: .milliseconds(90)) == [DecoderFixtures.key(.upArrow)])
  }

  @Test func pasteIsDeliveredWhenItStalls() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8), now: .zero).isEmpty)
    #expect(decoder.deadline == .seconds(2))
    #expect(decoder.flush(now: .seconds(1)).isEmpty)
    #expect(decoder.flush(now: .seconds(2)) == [.paste("abc[20")])
    #expect(decoder.isIdle)
  }

  @Test func pasteWithoutTimeoutHasNoDeadline() {
    var decoder = InputDecoder(configuration: InputDecoderConfiguration(pasteTimeout: nil))
    _ = decoder.feed(Array("\u{1B}[200~abc".utf8), now: .zero)
    #expect(decoder.deadline == nil)
    #expect(decoder.feed(Array("d\u{1B}[201~".utf8), now: .seconds(60)) == [.paste("abcd")])
  }

  @Test func skippedOverlongSequenceEndsAtItsDeadline() {
    var decoder = InputDecoder()
    let garbage = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 300)
    let events = decoder.feed(garbage, now: .zero)
    #expect(events.count == 1)
    #expect(decoder.pendingByteCount == 0)
    #expect(decoder.feed(Array("1".utf8), now: .milliseconds(10)).isEmpty)
    #expect(decoder.feed(Array("1".utf8), now: .milliseconds(40)) == [DecoderFixtures.typed("1")])
  }

  @Test(
    arguments: [
      ([:], Duration.milliseconds(25)),
      (["SSH_CONNECTION": "1.2.3.4 5 6.7.8.9 22"], .milliseconds(100)),
      (["SSH_TTY": "/dev/pts/3"], .milliseconds(100)),
      (["SSH_TTY": ""], .milliseconds(25)),
      (["ESCDELAY": "50"], .milliseconds(50)),
      (["ESCDELAY": "10", "SSH_TTY": "/dev/pts/3"], .milliseconds(10)),
      (["ESCDELAY": "soon"], .milliseconds(25)),
      (["ESCDELAY": "-5"], .milliseconds(25)),
    ] as [([String: String], Duration)])
  func environmentChoosesTheTimeout(environment: [String: String], expected: Duration) {
    #expect(InputDecoderConfiguration.from(environment: environment).escapeTimeout == expected)
  }
}
