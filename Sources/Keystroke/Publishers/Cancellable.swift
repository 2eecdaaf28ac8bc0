#if !canImport(Combine)
/// Something that can be stopped: a subscription, a connected timer.
///
/// Combine's protocol of the same name, which Keystroke provides where Combine does not exist
/// (Linux).
public protocol Cancellable {
  /// Stops the activity and frees what it holds.
  func cancel()
}
#endif
