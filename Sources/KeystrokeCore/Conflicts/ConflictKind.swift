/// What kind of problem a conflict finding describes.
public enum ConflictKind: String, Hashable, Sendable, CaseIterable {
  /// Two enabled bindings on the same keys in the same scope: only the first in order fires.
  case sameScope
  /// Two enabled bindings on the same keys in different scopes: the one in the scope dispatch
  /// walks first always wins (a view control over a menu command, a menu command over an app
  /// command).
  case shadowedByEarlierScope
  /// One binding's keys are a proper prefix of another's (`ctrl+k` and `ctrl+k ctrl+s`): the one
  /// found first decides, so the other can never fire.
  case chordPrefix
  /// macOS takes the shortcut for itself; the app never receives it there.
  case macReservedBySystem
  /// The shortcut has a standard meaning on macOS (⌘Q, ⌘C, …); using it for something else
  /// surprises people.
  case macStandardShortcut
  /// The terminal profile cannot deliver the keys at all.
  case unreachableOnTerminal
}
