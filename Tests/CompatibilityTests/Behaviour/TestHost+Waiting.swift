import Keystroke
import KeystrokeTesting

/// Waiting for work an app's task finishes after a key: a refresh, a transfer's conversion.
@MainActor
extension TestHost {
  /// Lets the app's tasks run, updating after each pause, until the screen shows `text`, or
  /// gives up after two seconds.
  func waitFor(_ text: String) async throws {
    for _ in 0..<400 where row(containing: text) == nil {
      try await Task.sleep(for: .milliseconds(5))
      host.update()
    }
  }

  /// Plays `keys` until the screen shows `text`, at most `presses` times, waiting up to
  /// `polls` pauses of 5 ms after each: for a press that lands before the task of the one
  /// before has finished, and does nothing.
  func press(_ keys: String, until text: String, presses: Int, polls: Int) async throws {
    for _ in 0..<presses where row(containing: text) == nil {
      try play(keys)
      for _ in 0..<polls where row(containing: text) == nil {
        try await Task.sleep(for: .milliseconds(5))
        host.update()
      }
    }
  }
}
