/// What the terminal has answered so far during capability negotiation.
///
/// Replies are recorded in arrival order; the DA1 reply (``primaryDeviceAttributes``) marks the
/// end, because terminals answer queries in order and every terminal answers DA1. A capability
/// whose reply has not arrived by then is unsupported.
public struct NegotiationReplies: Hashable, Sendable {
  /// The flags from `CSI ? flags u`, or `nil` if the terminal did not answer the kitty query.
  public var kittyKeyboardFlags: Int?
  /// The DECRQM state reported for synchronized output (mode 2026), or `nil` if unanswered.
  public var synchronizedOutputState: Int?
  /// The XTVERSION text, or `nil` if unanswered.
  public var terminalVersion: String?
  /// The DA1 parameters, or `nil` while the sentinel has not arrived.
  public var primaryDeviceAttributes: [Int]?

  /// The DEC private mode number of synchronized output.
  public static let synchronizedOutputMode = 2026

  /// Creates an empty record: nothing answered yet.
  public init() {}

  /// Whether the DA1 sentinel has arrived, so no more capability replies are expected.
  public var isComplete: Bool { primaryDeviceAttributes != nil }

  /// Records one reply. Replies after the sentinel are still recorded (late answers do no harm).
  ///
  /// - Returns: `true` if this reply was the DA1 sentinel.
  @discardableResult
  public mutating func record(_ reply: NegotiationReply) -> Bool {
    switch reply {
    case .kittyKeyboardFlags(let flags):
      kittyKeyboardFlags = flags
    case .modeReport(let mode, let state):
      if mode == Self.synchronizedOutputMode { synchronizedOutputState = state }
    case .terminalVersion(let text):
      terminalVersion = text
    case .primaryDeviceAttributes(let parameters):
      primaryDeviceAttributes = parameters
      return true
    }
    return false
  }
}
