/// Counts the notices something gave, on the main actor.
@MainActor
final class NoticeCounter {
  var count = 0
}

/// Waits on the main actor, in 10 ms steps for up to 3 s, until `condition` holds: for
/// notices that arrive through the main queue (a folder watch's).
@MainActor
func waitOnMainActor(until condition: () -> Bool) async throws {
  for _ in 0..<300 where !condition() {
    try await Task.sleep(for: .milliseconds(10))
  }
}
