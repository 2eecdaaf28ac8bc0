extension InputDecoder: LoopInputDecoder {
  /// Decodes bytes that arrived at `now` (``feed(_:now:)``).
  public mutating func decode(_ bytes: [UInt8], at now: Duration) -> [TerminalEvent] {
    feed(bytes, now: now)
  }

  /// Resolves what is pending once its deadline has passed (``flush(now:)``).
  public mutating func expire(at now: Duration) -> [TerminalEvent] {
    flush(now: now)
  }

  /// Takes the profile's Escape timeout.
  public mutating func adopt(_ profile: TerminalProfile) {
    configuration.escapeTimeout = profile.escapeTimeout
  }

  /// The negotiation reply carried by a ``TerminalEvent/reply(_:)`` event.
  public static func negotiationReply(in event: TerminalEvent) -> NegotiationReply? {
    guard case .reply(let reply) = event else { return nil }
    switch reply {
    case .keyboardFlags(let flags): return .kittyKeyboardFlags(flags)
    case .mode(let mode, let state, true): return .modeReport(mode: mode, state: state.rawValue)
    case .deviceAttributes(let parameters): return .primaryDeviceAttributes(parameters)
    case .terminalVersion(let text): return .terminalVersion(text)
    default: return nil
    }
  }
}
