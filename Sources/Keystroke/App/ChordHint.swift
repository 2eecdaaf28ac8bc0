import KeystrokeCore

/// The hint line while a chord waits for its next key: the keys so far, then each key that can
/// follow with what it does, then Escape to cancel, in this terminal's keys.
@MainActor
enum ChordHint {
  /// The hints for `pending` at `now`, or `nil` when it has timed out.
  static func entries(
    for pending: ChordPending, now: Duration, mapping: KeyMapping, formatter: ShortcutFormatter
  ) -> [HintLine.Entry]? {
    guard now <= pending.deadline, let prefix = KeySequence(pending.prefix) else { return nil }
    var entries = [
      HintLine.Entry(
        keys: (mapping.displayString(for: prefix, formatter: formatter) ?? "") + " …",
        title: "then")
    ]
    var seen: Set<Shortcut> = []
    for continuation in pending.continuations where seen.insert(continuation.next).inserted {
      let keys =
        mapping.displayString(for: continuation.next, formatter: formatter)
        ?? formatter.string(for: continuation.next)
      entries.append(HintLine.Entry(keys: keys, title: continuation.title))
    }
    entries.append(
      HintLine.Entry(keys: formatter.string(for: Shortcut(.escape)), title: "Cancel"))
    return entries
  }

  /// In a terminal, hides the hint once the chord times out even if no key comes.
  static func scheduleExpiry(of pending: ChordPending, state: AppRuntimeState, timeout: Duration) {
    state.chordExpiry?.cancel()
    guard !AppEnvironment.isHeadless else { return }
    state.chordExpiry = Task { @MainActor in
      try? await Task.sleep(for: timeout + .milliseconds(20))
      guard !Task.isCancelled, state.pendingChord == pending else { return }
      state.pendingChord = nil
      state.invalidation?.raise()
    }
  }
}
