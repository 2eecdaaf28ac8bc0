/// The production event loop: `poll()` on the terminal and the signal self-pipe, driving a
/// ``LoopDriver``.
///
/// It sleeps with no timeout when idle (0% CPU), wakes for input, signals, or the driver's
/// deadline, drains all available input before asking for a frame, and writes each frame with
/// one `write(2)`.
public struct TerminalRunner<Decoder: LoopInputDecoder> {
  /// The session the loop runs in.
  public let session: TerminalSession
  /// The loop's decisions.
  public var driver: LoopDriver<Decoder>
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant

  /// The most input read in one wake-up before events are handled, so a flood cannot starve
  /// rendering forever.
  public static var maximumBurst: Int { 64 * 1024 }

  /// Creates a runner for a session that has just sent its negotiation queries.
  public init(session: TerminalSession, decoder: Decoder) {
    self.session = session
    origin = clock.now
    driver = LoopDriver(
      decoder: decoder, size: session.device.size, environment: session.environment,
      start: .zero)
  }

  private var now: Duration { clock.now - origin }

  /// Runs until a handler returns ``LoopResponse/quit``, input ends, or a terminating signal
  /// arrives after ``SignalInbox/deferTermination()``, then restores the terminal.
  ///
  /// - Parameters:
  ///   - handle: Handles each event and says whether anything changed.
  ///   - render: Produces the bytes of one frame (including any synchronized-output brackets).
  public mutating func run(
    wake: WakeSignal? = nil, handle: LoopDriver<Decoder>.Handler, render: (LoopFrame) -> [UInt8]
  ) throws(TerminalError) {
    defer { session.end() }
    let device = session.device
    while !driver.isFinished, SignalInbox.terminationSignal == nil {
      let pending = driver.takeOutput()
      if !pending.isEmpty { try device.write(pending) }
      if driver.takeSuspendRequest() {
        session.suspend()
        continue
      }
      if let frame = driver.takeFrame() {
        try device.write(render(frame))
        continue
      }
      var descriptors = [device.inputFD, SignalInbox.wakeFD]
      if let wake { descriptors.append(wake.readFD) }
      let ready = try PlatformCalls.waitReadable(descriptors, timeout: driver.timeout(at: now))
      if ready[1] { try handleSignals(handle: handle) }
      if let wake, ready[2] {
        wake.drain()
        driver.wake(handle: handle)
      }
      if ready[0] {
        let bytes = try readBurst()
        if bytes.isEmpty { return }
        driver.receive(bytes, at: now, handle: handle)
      }
      driver.advance(to: now, handle: handle)
    }
  }

  private mutating func handleSignals(handle: LoopDriver<Decoder>.Handler) throws(TerminalError) {
    let signals = SignalInbox.takePending()
    if signals.stop { session.suspend() }
    if signals.continue || signals.stop {
      if try session.resume(profile: driver.profile) {
        driver.resume(handle: handle)
      }
    }
    if signals.resize || signals.continue {
      driver.resize(to: session.device.size, handle: handle)
    }
  }

  /// Reads everything available now, up to ``maximumBurst`` bytes.
  private func readBurst() throws(TerminalError) -> [UInt8] {
    let device = session.device
    var bytes = try device.read()
    guard !bytes.isEmpty else { return [] }
    while bytes.count < Self.maximumBurst,
      try PlatformCalls.waitReadable([device.inputFD], timeout: .zero)[0]
    {
      let more = try device.read()
      if more.isEmpty { break }
      bytes += more
    }
    return bytes
  }
}
