/// The production event loop: `poll()` on the terminal and the signal self-pipe, driving a
/// ``LoopDriver``.
///
/// It sleeps with no timeout when idle (0% CPU), wakes for input, signals, or the driver's
/// deadline, drains all available input before asking for a frame, and writes each frame with
/// one `write(2)`.
///
/// The driver is a ``SharedLoopDriver``: a main thread with nothing else to do may wait on the
/// input and read it itself (see ``InputTurn``), and the loop then waits only for signals,
/// wake-ups and deadlines until the main thread is busy again.
public struct TerminalRunner<Decoder: LoopInputDecoder> {
  /// The session the loop runs in.
  public let session: TerminalSession
  /// The loop's decisions, shared with a main thread that reads input while idle.
  public let shared: SharedLoopDriver<Decoder>

  /// Creates a runner for a session that has just sent its negotiation queries.
  public init(session: TerminalSession, decoder: Decoder) throws(TerminalError) {
    self.init(session: session, shared: try SharedLoopDriver(session: session, decoder: decoder))
  }

  /// Creates a runner whose driver another thread shares.
  public init(session: TerminalSession, shared: SharedLoopDriver<Decoder>) {
    self.session = session
    self.shared = shared
  }

  /// Runs until a handler returns ``LoopResponse/quit``, input ends, or a terminating signal
  /// arrives after ``SignalInbox/deferTermination()``, then restores the terminal.
  ///
  /// - Parameters:
  ///   - handle: Handles each event and says whether anything changed.
  ///   - render: Produces the bytes of one frame (including any synchronized-output brackets).
  public func run(
    wake: WakeSignal? = nil, handle: LoopDriver<Decoder>.Handler, render: (LoopFrame) -> [UInt8]
  ) throws(TerminalError) {
    defer { session.end() }
    let device = session.device
    while SignalInbox.terminationSignal == nil {
      switch shared.nextStep() {
      case .finish(let failure):
        if let failure { throw failure }
        return
      case .write(let bytes):
        try device.write(bytes)
      case .suspend:
        session.suspend()
      case .frame(let frame):
        try device.write(render(frame))
      case .wait(let readsInput, let timeout):
        var descriptors = [SignalInbox.wakeFD, shared.loopSignal.readFD]
        if let wake { descriptors.append(wake.readFD) }
        if readsInput { descriptors.append(device.inputFD) }
        let ready = try PlatformCalls.waitReadable(descriptors, timeout: timeout)
        if ready[0] { try handleSignals(handle: handle) }
        if ready[1] { shared.loopSignal.drain() }
        if let wake, ready[2] {
          wake.drain()
          shared.withDriver { $0.wake(handle: handle) }
        }
        if readsInput, ready[descriptors.count - 1],
          try shared.read(handle: handle) == .ended
        {
          return
        }
        let now = shared.now
        shared.withDriver { $0.advance(to: now, handle: handle) }
      }
    }
  }

  private func handleSignals(handle: LoopDriver<Decoder>.Handler) throws(TerminalError) {
    let signals = SignalInbox.takePending()
    if signals.stop {
      shared.setSuspended(true)
      session.suspend()
    }
    if signals.continue || signals.stop {
      let profile = shared.withDriver { $0.profile }
      if try session.resume(profile: profile) {
        shared.setSuspended(false)
        shared.withDriver { $0.resume(handle: handle) }
      }
    }
    if signals.resize || signals.continue {
      let size = session.device.size
      shared.withDriver { $0.resize(to: size, handle: handle) }
    }
  }
}
