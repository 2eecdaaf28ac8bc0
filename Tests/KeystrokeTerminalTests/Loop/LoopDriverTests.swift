import Testing

@testable import KeystrokeTerminal

/// A decoder small enough to reason about: each byte is an event, except that ESC waits 30 ms
/// for a following byte, `?` stands for a kitty flags reply and `!` for the DA1 sentinel.
private struct ByteDecoder: LoopInputDecoder {
  enum Event: Hashable {
    case byte(UInt8)
    case escape
    case reply(NegotiationReply)
  }
  var pendingEscape: Duration?
  var escapeTimeout = Duration.milliseconds(30)
  var adopted: TerminalProfile?

  mutating func decode(_ bytes: [UInt8], at now: Duration) -> [Event] {
    var events: [Event] = []
    for byte in bytes {
      if pendingEscape != nil {
        pendingEscape = nil
        events.append(.byte(byte | 0x80))
      } else if byte == 0x1B {
        pendingEscape = now + escapeTimeout
      } else if byte == UInt8(ascii: "?") {
        events.append(.reply(.kittyKeyboardFlags(1)))
      } else if byte == UInt8(ascii: "!") {
        events.append(.reply(.primaryDeviceAttributes([1])))
      } else {
        events.append(.byte(byte))
      }
    }
    return events
  }

  var deadline: Duration? { pendingEscape }

  mutating func expire(at now: Duration) -> [Event] {
    guard let pendingEscape, pendingEscape <= now else { return [] }
    self.pendingEscape = nil
    return [.escape]
  }

  mutating func adopt(_ profile: TerminalProfile) {
    adopted = profile
    escapeTimeout = profile.escapeTimeout
  }

  static func negotiationReply(in event: Event) -> NegotiationReply? {
    if case .reply(let reply) = event { return reply }
    return nil
  }
}

@Suite struct LoopDriverTests {
  private typealias Driver = LoopDriver<ByteDecoder>
  private let size = TerminalSize(columns: 80, rows: 24)

  private func makeDriver(_ env: [String: String] = [:]) -> Driver {
    Driver(
      decoder: ByteDecoder(), size: size, environment: TerminalEnvironment(env), start: .zero)
  }

  /// A driver whose negotiation is already over (no kitty), with its first frame taken.
  private func settledDriver() -> Driver {
    var driver = makeDriver()
    driver.receive(Array("!".utf8), at: .milliseconds(5)) { _ in .unchanged }
    _ = driver.takeFrame()
    _ = driver.takeOutput()
    return driver
  }

  @Test func firstFrameIsAFullRepaintAndThenNothingUntilAChange() {
    var driver = makeDriver()
    let first = driver.takeFrame()
    let second = driver.takeFrame()
    #expect(first == LoopFrame(size: size, fullRepaint: true))
    #expect(second == nil)
  }

  @Test func aBurstOfKeysIsOneFrame() {
    var driver = settledDriver()
    var handled: [ByteDecoder.Event] = []
    driver.receive(Array("hello".utf8), at: .seconds(1)) { event in
      if case .input(let input) = event { handled.append(input) }
      return .changed
    }
    #expect(handled.count == 5)
    let first = driver.takeFrame()
    let second = driver.takeFrame()
    #expect(first == LoopFrame(size: size, fullRepaint: false))
    #expect(second == nil)
  }

  @Test func rawBytesArriveBeforeTheirEvents() {
    var driver = settledDriver()
    var log: [String] = []
    driver.receive(Array("ab".utf8), at: .seconds(1)) { event in
      switch event {
      case .received(let bytes): log.append("raw \(bytes.count)")
      case .input(let input): log.append("\(input)")
      default: break
      }
      return .unchanged
    }
    #expect(log == ["raw 2", "byte(97)", "byte(98)"])
  }

  @Test func unchangedEventsRequestNoFrame() {
    var driver = settledDriver()
    driver.receive(Array("x".utf8), at: .seconds(1)) { _ in .unchanged }
    let taken1 = driver.takeFrame()
    #expect(taken1 == nil)
  }

  @Test func idleLoopHasNoTimeout() {
    let driver = settledDriver()
    #expect(driver.timeout(at: .seconds(10)) == nil)
  }

  @Test func negotiationDeadlineIsTheOnlyTimeoutBeforeReplies() {
    let driver = makeDriver()
    #expect(driver.timeout(at: .milliseconds(100)) == .milliseconds(200))
    #expect(driver.timeout(at: .seconds(5)) == .zero)
  }

  @Test func loneEscapeWaitsForItsDeadlineThenFires() {
    var driver = settledDriver()
    var escapes = 0
    let handle: Driver.Handler = { event in
      guard case .input(.escape) = event else { return .unchanged }
      escapes += 1
      return .changed
    }
    driver.receive([0x1B], at: .seconds(1), handle: handle)
    #expect(escapes == 0)
    let wait = CapabilityNegotiation.localEscapeTimeout
    #expect(driver.timeout(at: .seconds(1)) == wait)
    let taken1 = driver.takeFrame()
    #expect(taken1 == nil)
    driver.advance(to: .seconds(1) + wait - .milliseconds(1), handle: handle)
    #expect(escapes == 0)
    driver.advance(to: .seconds(1) + wait, handle: handle)
    #expect(escapes == 1)
    #expect(driver.timeout(at: .seconds(2)) == nil)
    let taken2 = driver.takeFrame()
    #expect(taken2 != nil)
  }

  @Test func kittyReplyBeforeSentinelDecidesKittyAndSendsNothing() {
    var driver = makeDriver()
    var decided: [TerminalProfile] = []
    var inputs = 0
    driver.receive(Array("a?b!".utf8), at: .milliseconds(20)) { event in
      switch event {
      case .profileDecided(let profile): decided.append(profile)
      case .input: inputs += 1
      default: break
      }
      return .changed
    }
    #expect(decided.map(\.keyboard) == [.kitty])
    #expect(inputs == 2)
    let taken1 = driver.takeOutput()
    #expect(taken1.isEmpty)
    #expect(driver.decoder.adopted?.keyboard == .kitty)
  }

  @Test func sentinelWithoutKittyFallsBackToModifyOtherKeys() {
    var driver = makeDriver()
    driver.receive(Array("!".utf8), at: .milliseconds(20)) { _ in .unchanged }
    #expect(driver.profile?.keyboard == .modifyOtherKeys)
    let taken1 = driver.takeOutput()
    #expect(taken1 == Array("\u{1B}[>4;2m".utf8))
    let taken2 = driver.takeOutput()
    #expect(taken2.isEmpty)
  }

  @Test func silentTerminalIsDecidedAtTheReplyTimeout() {
    var driver = makeDriver()
    driver.advance(to: .milliseconds(299)) { _ in .unchanged }
    #expect(driver.profile == nil)
    driver.advance(to: .milliseconds(300)) { _ in .unchanged }
    #expect(driver.profile?.keyboard == .modifyOtherKeys)
  }

  @Test func lateRepliesAreInputNotNegotiation() {
    var driver = settledDriver()
    var inputs: [ByteDecoder.Event] = []
    driver.receive(Array("?".utf8), at: .seconds(2)) { event in
      if case .input(let input) = event { inputs.append(input) }
      return .unchanged
    }
    #expect(inputs == [.reply(.kittyKeyboardFlags(1))])
    #expect(driver.profile?.keyboard == .modifyOtherKeys)
  }

  @Test func resizeRepaintsOnlyWhenTheSizeChanges() {
    var driver = settledDriver()
    driver.resize(to: size) { _ in .changed }
    let taken1 = driver.takeFrame()
    #expect(taken1 == nil)
    let bigger = TerminalSize(columns: 120, rows: 40)
    driver.resize(to: bigger) { _ in .unchanged }
    let taken2 = driver.takeFrame()
    #expect(taken2 == LoopFrame(size: bigger, fullRepaint: true))
  }

  @Test func resumeRepaintsEverything() {
    var driver = settledDriver()
    var resumed = false
    driver.resume { event in
      if case .resumed = event { resumed = true }
      return .unchanged
    }
    #expect(resumed)
    let taken1 = driver.takeFrame()
    #expect(taken1?.fullRepaint == true)
  }

  @Test func quitEndsTheLoopAndSuppressesFrames() {
    var driver = settledDriver()
    driver.receive(Array("q".utf8), at: .seconds(1)) { _ in .quit }
    #expect(driver.isFinished)
    let taken1 = driver.takeFrame()
    #expect(taken1 == nil)
  }

  @Test func suspendIsRequestedOnce() {
    var driver = settledDriver()
    driver.receive([0x1A], at: .seconds(1)) { _ in .suspend }
    let taken1 = driver.takeSuspendRequest()
    #expect(taken1)
    let taken2 = driver.takeSuspendRequest()
    #expect(!taken2)
  }

  @Test func randomBytesNeverHangOrCrash() {
    var driver = settledDriver()
    var generator = SeededGenerator(seed: 0x5EED_0003)
    for step in 0..<200 {
      let bytes = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      let now = Duration.milliseconds(1000 + step * 10)
      driver.receive(bytes, at: now) { _ in .changed }
      _ = driver.takeFrame()
    }
    driver.advance(to: .seconds(100)) { _ in .unchanged }
    #expect(driver.timeout(at: .seconds(100)) == nil)
  }
}
