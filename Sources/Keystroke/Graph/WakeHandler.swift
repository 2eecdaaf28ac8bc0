/// What runs when an ``InvalidationFlag`` is first raised, in a box of its own (see the flag's
/// `wakeHandler`).
final class WakeHandler: Sendable {
  /// The handler.
  let run: @Sendable () -> Void

  init(run: @escaping @Sendable () -> Void) { self.run = run }
}
