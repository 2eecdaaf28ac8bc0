/// What a host did with one key, for tests and for the `--explain` trace.
public enum KeyHandling: Hashable, Sendable {
  /// The focused text field took it (typing, editing or submit).
  case textInput
  /// A control's shortcut fired; the associated value is the control's title.
  case fired(String)
  /// The key began or continued a chord.
  case pendingChord
  /// The key matched only disabled controls, so nothing happened.
  case disabled(String)
  /// The focused view or an `.onKeyPress` handler used it.
  case handledByView
  /// Focus moved (Tab or Shift+Tab).
  case focusMoved
  /// Nothing wanted the key.
  case unhandled
}
