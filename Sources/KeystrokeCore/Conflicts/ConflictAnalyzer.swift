/// Finds bindings in a snapshot that can never fire, collide, or cannot be typed.
///
/// Every window is analysed as if it were active: its frontmost layer, its menu and the app
/// commands, in dispatch order. Only enabled bindings take part in the pairwise checks, since a
/// disabled binding is skipped by dispatch; the findings describe the snapshot's instant.
/// Duplicates inside a layer beneath a sheet are reported too (they will collide when the sheet
/// closes); shadowing across scopes is judged along the reachable path only.
///
/// With ``checksMacReserved`` it reports keys macOS keeps for itself
/// (``ReservedShortcut/Ownership/system``: the binding never fires there) and standard keys bound
/// to something else (``ReservedShortcut/Ownership/standard``: ⌘F on "Delete"; a title that
/// contains the standard meaning's first word, such as "New Goal" on ⌘N, is the standard use and
/// not reported). A chord is checked step by step for system keys and by its first step for
/// standard ones.
///
/// Given a terminal profile, it also reports every binding whose keys that terminal cannot
/// deliver even after the ⌘ fallbacks of ``KeyMapping`` (every binding in the snapshot counts
/// here, enabled or not, since its keys are shown in menus either way).
public struct ConflictAnalyzer: Sendable {
  /// The terminal to check reachability on, or `nil` to skip that check.
  public var terminal: TerminalKeyProfile?

  /// Whether to check the keys against ``MacReservedShortcuts``.
  public var checksMacReserved: Bool

  /// Creates an analyzer.
  ///
  /// - Parameters:
  ///   - terminal: The terminal to check reachability on, if any.
  ///   - checksMacReserved: Whether to report keys macOS reserves or gives a standard meaning.
  public init(terminal: TerminalKeyProfile? = nil, checksMacReserved: Bool = true) {
    self.terminal = terminal
    self.checksMacReserved = checksMacReserved
  }

  /// The findings for `snapshot`, each once, in the order found.
  public func conflicts(in snapshot: DispatchSnapshot) -> [ShortcutConflict] {
    var findings = Findings()
    let windows: [DispatchWindow.ID?] =
      snapshot.windows.isEmpty ? [nil] : snapshot.windows.map(\.id)
    var bindings: [DispatchCandidate] = []
    var seenBindings: Set<DispatchCandidate> = []
    for window in windows {
      let index = DispatchIndex(snapshot, window: window)
      pairs(in: index, into: &findings)
      for candidate in index.candidates where seenBindings.insert(candidate).inserted {
        bindings.append(candidate)
      }
    }
    if checksMacReserved {
      for binding in bindings { macReserved(binding, into: &findings) }
    }
    if let terminal {
      unreachable(bindings, on: terminal, into: &findings)
    }
    return findings.list
  }

  /// The findings for one binding against the macOS reserved and standard shortcuts.
  func macReserved(_ binding: DispatchCandidate, into findings: inout Findings) {
    let chord = binding.keys.isSingle ? "" : " (step of the chord \(binding.keys.traceText))"
    for (position, step) in binding.keys.steps.enumerated() {
      guard let entry = MacReservedShortcuts.entry(for: step) else { continue }
      switch entry.ownership {
      case .system:
        findings.add(
          ShortcutConflict(
            kind: .macReservedBySystem, keys: binding.keys, first: .macOS(entry.meaning),
            second: .binding(binding),
            reason:
              "macOS takes \(step.traceText)\(chord) for \"\(entry.meaning)\" before any app sees "
              + "it, so \"\(binding.title)\" never fires there"))
      case .standard:
        guard position == 0, !Self.title(binding.title, means: entry.meaning) else { continue }
        findings.add(
          ShortcutConflict(
            kind: .macStandardShortcut, keys: binding.keys, first: .macOS(entry.meaning),
            second: .binding(binding),
            reason:
              "\(step.traceText) means \"\(entry.meaning)\" in every Mac app; "
              + "\"\(binding.title)\" gives it another meaning"))
      }
    }
  }

  /// Whether a title is the standard use of a shortcut: it contains the meaning's first word.
  static func title(_ title: String, means meaning: String) -> Bool {
    guard let word = meaning.split(separator: " ").first?.lowercased() else { return false }
    let words = title.lowercased().split { !$0.isLetter }
    return words.contains { $0 == word }
  }

  /// The bindings whose keys `terminal` cannot deliver, with the mapping's reason.
  func unreachable(
    _ bindings: [DispatchCandidate], on terminal: TerminalKeyProfile,
    into findings: inout Findings
  ) {
    let mapping = KeyMapping(profile: terminal, declared: bindings.map(\.keys))
    var reasons: [KeySequence: String] = [:]
    for entry in mapping.unreachable { reasons[entry.sequence] = entry.reason }
    guard !reasons.isEmpty else { return }
    for binding in bindings {
      guard let reason = reasons[binding.keys] else { continue }
      findings.add(
        ShortcutConflict(
          kind: .unreachableOnTerminal, keys: binding.keys, first: .binding(binding),
          second: .terminal(terminal.rawValue),
          reason:
            "\"\(binding.title)\" on \(binding.keys.traceText) cannot be pressed on a "
            + "\(terminal.rawValue) terminal: \(reason)"))
    }
  }

  /// The pairwise findings among the bindings of one compiled window.
  func pairs(in index: DispatchIndex, into findings: inout Findings) {
    for (later, candidate) in index.candidates.enumerated() where candidate.isEnabled {
      for earlier in index.positions(startingWith: candidate.keys.first) {
        guard earlier < later else { break }
        let winner = index.candidates[earlier]
        guard winner.isEnabled else { continue }
        let sameScope = index.scopeOfCandidate[earlier] == index.scopeOfCandidate[later]
        guard sameScope || (winner.scope.isReachable && candidate.scope.isReachable) else {
          continue
        }
        if let conflict = Self.conflict(between: winner, and: candidate, sameScope: sameScope) {
          findings.add(conflict)
        }
      }
    }
  }

  /// The finding for two enabled bindings, `winner` found first, if they collide.
  static func conflict(
    between winner: DispatchCandidate, and loser: DispatchCandidate, sameScope: Bool
  ) -> ShortcutConflict? {
    let first = ConflictParty.binding(winner)
    let second = ConflictParty.binding(loser)
    if winner.keys == loser.keys {
      if sameScope {
        return ShortcutConflict(
          kind: .sameScope, keys: winner.keys, first: first, second: second,
          reason:
            "\(winner.target.label) and \(loser.target.label) are both on \(winner.keys.traceText) "
            + "in \(winner.scope.label); the first fires and \"\(loser.title)\" never does")
      }
      return ShortcutConflict(
        kind: .shadowedByEarlierScope, keys: winner.keys, first: first, second: second,
        reason:
          "\"\(loser.title)\" in \(loser.scope.label) never fires from the keyboard: "
          + "\"\(winner.title)\" in \(winner.scope.label) is found first")
    }
    if winner.keys.hasProperPrefix(loser.keys.steps) {
      return ShortcutConflict(
        kind: .chordPrefix, keys: loser.keys, first: first, second: second,
        reason:
          "\"\(winner.title)\" on \(winner.keys.traceText) is found first and starts a chord, "
          + "so \"\(loser.title)\" on \(loser.keys.traceText) never fires")
    }
    if loser.keys.hasProperPrefix(winner.keys.steps) {
      return ShortcutConflict(
        kind: .chordPrefix, keys: winner.keys, first: first, second: second,
        reason:
          "\"\(winner.title)\" on \(winner.keys.traceText) is found first and fires, "
          + "so the chord \(loser.keys.traceText) of \"\(loser.title)\" can never be completed")
    }
    return nil
  }

  /// Findings in order, without repeats (app commands are seen once per window).
  struct Findings {
    var list: [ShortcutConflict] = []
    var seen: Set<ShortcutConflict> = []

    mutating func add(_ conflict: ShortcutConflict) {
      if seen.insert(conflict).inserted { list.append(conflict) }
    }
  }
}
