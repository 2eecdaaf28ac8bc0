/// What a key did.
public enum DispatchOutcome: Hashable, Sendable {
  /// A control or command fires; the framework runs its action.
  case fired(DispatchTarget)
  /// The focused text field takes the key (types, edits or submits).
  case textInput(TextFieldFocus.Take)
  /// The keys so far start a chord; dispatch waits for the next key.
  case pending(ChordPending)
  /// The first binding that matched is disabled and no enabled one was found: nothing happens.
  case disabled(DispatchTarget)
  /// A pending chord ended (Escape, or a key nothing continues with); nothing happens.
  case chordCancelled(prefix: [Shortcut])
  /// Nothing is bound to the key.
  case unmatched

  /// The target that fires, if any.
  public var firedTarget: DispatchTarget? {
    if case .fired(let target) = self { return target }
    return nil
  }
}
