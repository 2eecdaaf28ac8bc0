import Dispatch
import KeystrokeTerminal
import Synchronization

/// What the terminal loop thread and the main actor share while an app runs full-screen.
///
/// The loop thread posts input to the main actor without waiting for it, and the main actor
/// says when a frame is due and writes frames itself. So the loop never blocks on the app:
/// it keeps reading input however long an action runs, and Ctrl+C, which the loop thread
/// handles itself, always quits at once.
final class LoopMailbox: @unchecked Sendable {
  private struct Flags {
    var frameDue = false
    var quitRequested = false
    /// Whether frames may be written: not after quitting, nor while suspended.
    var outputOpen = true
    /// When a frame may be drawn straight after input.
    var shortcut = FrameShortcut()
  }

  private let flags = Mutex(Flags())
  private let wake: WakeSignal
  /// Written only while `flags` is held, so frames never interleave with the restore.
  private let device: TerminalDevice
  private let app: AppSession

  init(app: AppSession, device: TerminalDevice, wake: WakeSignal) {
    self.app = app
    self.device = device
    self.wake = wake
  }

  /// Hands an event to the app on the main actor, without waiting (loop thread).
  ///
  /// When the event changed what is shown and nothing else waits, the frame is drawn and
  /// written at once (see ``FrameShortcut``); otherwise the loop is asked for it.
  func post(_ event: LoopEvent<TerminalEvent>) {
    flags.withLock { $0.shortcut.posted(event) }
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.flags.withLock { $0.shortcut.beganHandling() }
        let response = self.app.handle(event)
        let (frame, requested) = self.flags.withLock {
          let requested = $0.shortcut.requestedWhileHandling
          return ($0.shortcut.handled(response, outputOpen: $0.outputOpen), requested)
        }
        if let frame {
          self.write(self.app.render(frame), for: frame)
        } else {
          // A change the handling made asks the loop for a frame now, if the response did not.
          self.note(requested && response == .unchanged ? .changed : response)
        }
      }
    }
  }

  /// Asks for a frame, from any thread (state changed in a task or a timer). While an event
  /// is handled on the main actor, the request waits for the handling to end (see
  /// ``FrameShortcut/frameRequested()``).
  func frameNeeded() {
    let wakeNow = flags.withLock { flags in
      guard flags.shortcut.frameRequested() else { return false }
      flags.frameDue = true
      return true
    }
    if wakeNow { wake.signal() }
  }

  /// Whether a frame became due since the last call (loop thread).
  func takeFrameDue() -> Bool {
    flags.withLock { flags in
      defer { flags.frameDue = false }
      return flags.frameDue
    }
  }

  /// Whether the app asked to quit (loop thread).
  var quitRequested: Bool { flags.withLock { $0.quitRequested } }

  /// Draws `frame` on the main actor and writes it, unless output closed meanwhile.
  func render(_ frame: LoopFrame) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        let host = self.app.host
        // Frames asked for by several wake-ups in a row: only the first has anything to send.
        guard
          frame.fullRepaint || host.hasUnsentFrame
            || !host.pasteboard.pendingTerminalCopies.isEmpty
        else { return }
        self.write(self.app.render(frame), for: frame)
      }
    }
  }

  /// Writes a frame's bytes, unless output closed meanwhile, then frees what the update
  /// behind it replaced and compiles the dispatch index the next key will use: the user sees
  /// the frame before that work is done, and the next key does not wait for it.
  @MainActor
  private func write(_ bytes: [UInt8], for frame: LoopFrame) {
    flags.withLock { flags in
      guard flags.outputOpen else { return }
      try? device.write(bytes)
      flags.shortcut.wrote(frame)
    }
    app.host.frameWritten()
  }

  /// Stops or resumes frame output: closed before the terminal is restored (quit, suspend),
  /// reopened on resume. Waits for a frame being written to finish.
  func setOutputOpen(_ isOpen: Bool) {
    flags.withLock { $0.outputOpen = isOpen }
  }

  private func note(_ response: LoopResponse) {
    switch response {
    case .changed: frameNeeded()
    case .quit:
      flags.withLock { $0.quitRequested = true }
      wake.signal()
    case .unchanged, .suspend: break
    }
  }
}
