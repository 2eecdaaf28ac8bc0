import KeystrokeTerminal

/// Decides when the main actor may draw and write a frame itself, straight after handling
/// input, instead of asking the terminal loop for one.
///
/// Asking the loop costs three thread hand-offs per key (a wake-up through the pipe, the loop's
/// frame request, the frame drawn back on the main actor); a frame drawn at once costs none.
/// It is only drawn at once when the loop's frame would have been the same: no other posted
/// event is still waiting (so a burst of input still makes one frame), a frame of a known size
/// has been written, and nothing since (a resize, a resume, a new terminal profile) calls for
/// the whole screen to be drawn again. Otherwise the loop is asked, as before.
///
/// A state change made while an event is being handled (the key's own action, mostly) does
/// not wake the loop either: the frame the handling ends with shows it, whether drawn at once
/// or asked of the loop then. Only a change made outside handling (a task, a timer) wakes it.
struct FrameShortcut {
  /// Events posted to the main actor and not handled yet.
  private(set) var pendingEvents = 0
  /// The last frame written, while a frame of the same size may follow it as a difference.
  private(set) var lastFrame: LoopFrame?
  /// Whether the main actor is handling a posted event now.
  private(set) var isHandling = false
  /// Whether a frame was asked for during the current handling (see ``frameRequested()``).
  private(set) var requestedWhileHandling = false

  /// Notes an event posted to the main actor (loop thread).
  mutating func posted(_ event: LoopEvent<TerminalEvent>) {
    pendingEvents += 1
    switch event {
    case .resize, .resumed, .profileDecided: lastFrame = nil
    case .input, .received, .wake: break
    }
  }

  /// Notes that the main actor starts handling a posted event.
  mutating func beganHandling() {
    isHandling = true
    requestedWhileHandling = false
  }

  /// Notes that a state change asks for a frame (any thread), and returns whether the loop
  /// must be woken for it now: not while an event is handled, whose frame shows the change.
  mutating func frameRequested() -> Bool {
    guard isHandling else { return true }
    requestedWhileHandling = true
    return false
  }

  /// Notes that a posted event was handled, and returns the frame to draw at once, if any.
  ///
  /// - Parameters:
  ///   - response: What handling the event said.
  ///   - outputOpen: Whether frames may be written now.
  mutating func handled(_ response: LoopResponse, outputOpen: Bool) -> LoopFrame? {
    isHandling = false
    pendingEvents = max(0, pendingEvents - 1)
    guard response == .changed, pendingEvents == 0, outputOpen else { return nil }
    return lastFrame
  }

  /// Notes that `frame` was written; the next one of its size may be a difference.
  mutating func wrote(_ frame: LoopFrame) {
    lastFrame = LoopFrame(size: frame.size, fullRepaint: false)
  }
}
