/// What an event loop hands to the application.
public enum LoopEvent<Input> {
  /// The raw bytes of one read, delivered before the events decoded from them (useful for
  /// diagnostics such as `keystroke keys`; most applications return ``LoopResponse/unchanged``).
  case received([UInt8])
  /// A decoded input event (a key, paste, mouse, focus change or late reply).
  case input(Input)
  /// The terminal now has this size; the next frame repaints everything.
  case resize(TerminalSize)
  /// The process was continued after a suspend; the next frame repaints everything.
  case resumed
  /// Capability negotiation finished with this profile.
  case profileDecided(TerminalProfile)
  /// Something outside the terminal asked for attention: background work finished or a timer
  /// fired and the application may have a new frame to show.
  case wake
}

/// What the application says after handling a ``LoopEvent``.
public enum LoopResponse: Hashable, Sendable {
  /// Nothing visible changed: no frame is needed for this event.
  case unchanged
  /// The state changed: render a frame once all pending input is handled.
  case changed
  /// Leave the loop and restore the terminal.
  case quit
  /// Suspend like Ctrl+Z in a shell: restore the terminal and stop until continued.
  case suspend
}

/// A frame the loop asks the application to draw.
public struct LoopFrame: Hashable, Sendable {
  /// The terminal size to draw for.
  public var size: TerminalSize
  /// Whether the terminal's contents are unknown (first frame, resize, resume), so the whole
  /// screen must be drawn rather than a difference.
  public var fullRepaint: Bool

  /// Creates a frame request.
  public init(size: TerminalSize, fullRepaint: Bool) {
    self.size = size
    self.fullRepaint = fullRepaint
  }
}

extension LoopEvent: Sendable where Input: Sendable {}
