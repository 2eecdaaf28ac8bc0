/// The byte decoder an event loop drives: bytes in, events out, with a deadline for bytes that
/// are still ambiguous (a lone `ESC` may be the Escape key or the start of a sequence).
///
/// Time is a `Duration` since an origin the loop chooses, so tests can use a virtual clock.
public protocol LoopInputDecoder {
  /// What the decoder produces.
  associatedtype Event

  /// Decodes `bytes` that arrived at `now`; ambiguous trailing bytes are kept for later.
  mutating func decode(_ bytes: [UInt8], at now: Duration) -> [Event]

  /// When the kept bytes resolve on their own, or `nil` when nothing is pending.
  var deadline: Duration? { get }

  /// Resolves kept bytes whose deadline is at or before `now`.
  mutating func expire(at now: Duration) -> [Event]

  /// Adopts what the negotiation decided, such as the Escape timeout.
  mutating func adopt(_ profile: TerminalProfile)

  /// The capability reply `event` carries, or `nil` if it is not one.
  static func negotiationReply(in event: Event) -> NegotiationReply?
}
