/// The event loop's decisions, with no threads, clock or I/O: the real runner and tests feed it
/// bytes, resizes and the time, and ask it what to wait for and whether to draw.
///
/// Rules it enforces:
/// - capability replies that arrive before the DA1 sentinel (or the reply timeout) are
///   consumed by the negotiation, which then announces the profile once;
/// - every event from one read is handled before a frame is requested, so a burst of keys or a
///   paste is one frame;
/// - no frame is requested unless a handler reported a change, or the screen must be repainted
///   (first frame, resize, resume);
/// - the only timeouts are the decoder's pending-Escape deadline and, during negotiation, the
///   reply deadline: when idle the loop sleeps with no timeout at all.
public struct LoopDriver<Decoder: LoopInputDecoder> {
  /// The handler the application supplies.
  public typealias Handler = (LoopEvent<Decoder.Event>) -> LoopResponse

  /// The decoder.
  public private(set) var decoder: Decoder
  /// The terminal size frames are drawn for.
  public private(set) var size: TerminalSize
  /// The negotiated profile, once decided.
  public private(set) var profile: TerminalProfile?
  /// Whether a handler asked to quit.
  public private(set) var isFinished = false
  /// The replies seen so far during negotiation.
  public private(set) var replies = NegotiationReplies()

  private let environment: TerminalEnvironment
  private let negotiationDeadline: Duration
  private var frameNeeded = true
  private var repaintNeeded = true
  private var suspendRequested = false
  private var output: [UInt8] = []

  /// Creates a driver whose negotiation queries were sent at `start`.
  ///
  /// - Parameters:
  ///   - decoder: The byte decoder.
  ///   - size: The terminal size at start.
  ///   - environment: The environment the profile is decided with.
  ///   - start: When the negotiation queries were written.
  public init(
    decoder: Decoder, size: TerminalSize, environment: TerminalEnvironment, start: Duration
  ) {
    self.decoder = decoder
    self.size = size
    self.environment = environment
    negotiationDeadline = start + CapabilityNegotiation.replyTimeout
  }

  /// How long the runner may sleep at `now` before calling ``advance(to:handle:)``, or `nil`
  /// to sleep until input or a signal arrives.
  public func timeout(at now: Duration) -> Duration? {
    var deadlines: [Duration] = []
    if let deadline = decoder.deadline { deadlines.append(deadline) }
    if profile == nil { deadlines.append(negotiationDeadline) }
    guard let earliest = deadlines.min() else { return nil }
    return max(.zero, earliest - now)
  }

  /// Decodes bytes that arrived at `now` and hands every resulting event to `handle`.
  public mutating func receive(_ bytes: [UInt8], at now: Duration, handle: Handler) {
    apply(handle(.received(bytes)))
    for event in decoder.decode(bytes, at: now) {
      deliver(event, handle: handle)
    }
    advance(to: now, handle: handle)
  }

  /// Moves time to `now`: resolves an expired Escape and ends a timed-out negotiation.
  public mutating func advance(to now: Duration, handle: Handler) {
    if let deadline = decoder.deadline, deadline <= now {
      for event in decoder.expire(at: now) { deliver(event, handle: handle) }
    }
    if profile == nil, now >= negotiationDeadline { decideProfile(handle: handle) }
  }

  /// Reports a new terminal size. A size equal to the current one changes nothing.
  public mutating func resize(to newSize: TerminalSize, handle: Handler) {
    guard newSize != size else { return }
    size = newSize
    repaintNeeded = true
    frameNeeded = true
    apply(handle(.resize(newSize)))
  }

  /// Lets the application react to a wake-up from outside the terminal (see ``LoopEvent/wake``).
  public mutating func wake(handle: Handler) {
    apply(handle(.wake))
  }

  /// Reports that the process was continued after a suspend: everything is repainted.
  public mutating func resume(handle: Handler) {
    repaintNeeded = true
    frameNeeded = true
    apply(handle(.resumed))
  }

  /// The frame to draw now, or `nil` when nothing changed. Clears the request.
  public mutating func takeFrame() -> LoopFrame? {
    guard frameNeeded, !isFinished else { return nil }
    defer {
      frameNeeded = false
      repaintNeeded = false
    }
    return LoopFrame(size: size, fullRepaint: repaintNeeded)
  }

  /// Bytes the loop must send to the terminal (the negotiation's follow-up). Clears them.
  public mutating func takeOutput() -> [UInt8] {
    defer { output = [] }
    return output
  }

  /// Whether a handler asked to suspend since the last call. Clears the request.
  public mutating func takeSuspendRequest() -> Bool {
    defer { suspendRequested = false }
    return suspendRequested
  }

  private mutating func deliver(_ event: Decoder.Event, handle: Handler) {
    if profile == nil, let reply = Decoder.negotiationReply(in: event) {
      if replies.record(reply) { decideProfile(handle: handle) }
      return
    }
    apply(handle(.input(event)))
  }

  private mutating func decideProfile(handle: Handler) {
    let decided = CapabilityNegotiation.decide(replies, environment: environment)
    profile = decided
    decoder.adopt(decided)
    output += CapabilityNegotiation.followUpBytes(for: decided)
    apply(handle(.profileDecided(decided)))
  }

  private mutating func apply(_ response: LoopResponse) {
    switch response {
    case .unchanged: break
    case .changed: frameNeeded = true
    case .quit: isFinished = true
    case .suspend: suspendRequested = true
    }
  }
}
