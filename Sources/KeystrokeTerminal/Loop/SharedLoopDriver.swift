import Synchronization

/// A ``LoopDriver`` shared by the terminal loop thread and a main thread that reads the
/// terminal itself while it is idle (see ``InputTurn``).
///
/// Everything that touches the driver or reads the input runs under one lock, and input is
/// read only when `poll` says it is there, so the two threads never read the same bytes, never
/// block in `read`, and hand events on in the order they were typed.
public final class SharedLoopDriver<Decoder: LoopInputDecoder>: @unchecked Sendable {
  private struct State {
    var driver: LoopDriver<Decoder>
    var turn = InputTurn()
    /// A read on the main thread that failed, for the loop thread to report.
    var failure: TerminalError?
  }

  /// What the loop thread does next.
  public enum Step: Sendable {
    /// Leave the loop: a handler quit, the input ended, or a read failed (the error).
    case finish(TerminalError?)
    /// Write these bytes to the terminal (the negotiation's follow-up).
    case write([UInt8])
    /// Suspend like Ctrl+Z in a shell.
    case suspend
    /// Draw and write this frame.
    case frame(LoopFrame)
    /// Wait for the signals, the wake-ups and, if `readsInput`, the terminal's input, for at most
    /// `timeout` (`nil`: no limit).
    case wait(readsInput: Bool, timeout: Duration?)
  }

  /// What a read found.
  public enum ReadOutcome: Hashable, Sendable {
    /// Bytes were read and decoded.
    case read
    /// Nothing was there: the other thread read it first.
    case nothing
    /// The input reached its end.
    case ended
  }

  /// The most input read in one go before its events are handled, so a flood cannot starve
  /// rendering forever.
  public static var maximumBurst: Int { 64 * 1024 }

  /// Guards `state`, which is touched only while it is held.
  private let lock = Mutex(())
  private var state: State
  /// The descriptor keys are read from.
  public let inputFD: Int32
  /// Wakes the loop thread when the turn to wait on the input passes to it, or when a read on
  /// the main thread left it something to do.
  public let loopSignal: WakeSignal
  private let origin = ContinuousClock.now

  /// Creates the shared driver for a session that has just sent its negotiation queries.
  public convenience init(session: TerminalSession, decoder: Decoder) throws(TerminalError) {
    try self.init(
      decoder: decoder, inputFD: session.device.inputFD, size: session.device.size,
      environment: session.environment)
  }

  /// Creates the shared driver for input read from `inputFD`, whose negotiation queries were
  /// sent just now.
  public init(
    decoder: Decoder, inputFD: Int32, size: TerminalSize, environment: TerminalEnvironment
  ) throws(TerminalError) {
    self.inputFD = inputFD
    loopSignal = try WakeSignal()
    state = State(
      driver: LoopDriver(decoder: decoder, size: size, environment: environment, start: .zero))
  }

  /// The time since the driver was made, the clock its decoder's deadlines are on.
  public var now: Duration { ContinuousClock.now - origin }

  /// Runs `body` with the driver, under the lock.
  public func withDriver<Result: Sendable, Failure: Error>(
    _ body: (inout LoopDriver<Decoder>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try locked { (state) throws(Failure) -> Result in try body(&state.driver) }
  }

  private func locked<Result: Sendable, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try lock.withLock { _ throws(Failure) -> Result in try body(&state) }
  }

  /// The loop thread's next step; a suspend is noted in the turn before it is returned.
  public func nextStep() -> Step {
    let now = self.now
    return locked { state in
      if let failure = state.failure { return .finish(failure) }
      if state.driver.isFinished || state.turn.inputEnded { return .finish(nil) }
      let output = state.driver.takeOutput()
      if !output.isEmpty { return .write(output) }
      if state.driver.takeSuspendRequest() {
        state.turn.setSuspended(true)
        return .suspend
      }
      if let frame = state.driver.takeFrame() { return .frame(frame) }
      let readsInput = state.turn.loopWillWait(driverReady: Self.isReady(state.driver))
      return .wait(readsInput: readsInput, timeout: state.driver.timeout(at: now))
    }
  }

  /// Notes that the loop starts suspending (`true`) or is back in raw mode (`false`).
  public func setSuspended(_ suspended: Bool) {
    locked { $0.turn.setSuspended(suspended) }
  }

  /// Reads everything available now (up to ``maximumBurst`` bytes) and hands its events to
  /// `handle`. Safe on either thread.
  public func read(handle: LoopDriver<Decoder>.Handler) throws(TerminalError) -> ReadOutcome {
    try locked { (state) throws(TerminalError) -> ReadOutcome in
      try Self.read(into: &state, from: inputFD, at: now, handle: handle)
    }
  }

  /// Main thread, before it waits: notes that it is idle and returns the descriptor to wait on
  /// with its work, or `nil` when the loop thread keeps the input.
  public func mainWillWait() -> Int32? {
    let (readsInput, wakeLoop) = locked {
      $0.turn.mainWillWait(driverReady: Self.isReady($0.driver))
    }
    if wakeLoop { loopSignal.signal() }
    return readsInput ? inputFD : nil
  }

  /// Main thread, after it wakes: notes that it is busy (the loop thread takes the input over)
  /// and, if `inputReady`, reads and decodes the input itself, handing its events to `handle`.
  ///
  /// A read that fails is kept for the loop thread, which ends the loop with it.
  public func mainDidWake(inputReady: Bool, handle: LoopDriver<Decoder>.Handler) {
    let now = self.now
    let wakeLoop = locked { state in
      let wakeLoop = state.turn.mainDidWake()
      guard inputReady, state.failure == nil, !state.turn.inputEnded else { return wakeLoop }
      do throws(TerminalError) {
        // Whatever was read may leave the loop thread something to do (a pending Escape's
        // deadline, a quit, a suspend, the end of input), so it looks again after any read.
        return try Self.read(into: &state, from: inputFD, at: now, handle: handle) != .nothing
          || wakeLoop
      } catch {
        state.failure = error
        return true
      }
    }
    if wakeLoop { loopSignal.signal() }
  }

  private static func read(
    into state: inout State, from fd: Int32, at now: Duration,
    handle: LoopDriver<Decoder>.Handler
  ) throws(TerminalError) -> ReadOutcome {
    guard try PlatformCalls.waitReadable([fd], timeout: .zero)[0] else { return .nothing }
    var bytes = try PlatformCalls.readAvailable(fd)
    guard !bytes.isEmpty else {
      state.turn.endInput()
      return .ended
    }
    while bytes.count < maximumBurst, try PlatformCalls.waitReadable([fd], timeout: .zero)[0] {
      let more = try PlatformCalls.readAvailable(fd)
      if more.isEmpty { break }
      bytes += more
    }
    state.driver.receive(bytes, at: now, handle: handle)
    return .read
  }

  /// Whether the driver takes input from the main thread: the negotiation is decided (its
  /// replies are the loop thread's) and nothing asked to quit.
  private static func isReady(_ driver: LoopDriver<Decoder>) -> Bool {
    driver.profile != nil && !driver.isFinished
  }
}
