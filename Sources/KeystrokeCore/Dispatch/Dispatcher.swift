/// Decides what one key event does, given the keyboard world at that instant.
///
/// The order is fixed:
/// 1. A pending chord first: if it timed out the key starts afresh; Escape cancels it;
///    otherwise the key is looked up as the chord's next step (the text field is not asked).
/// 2. The focused text field of the active window's frontmost layer, for the keys it takes
///    (see ``TextFieldFocus``).
/// 3. The controls of the active window's frontmost layer, in leading-to-trailing, depth-first
///    order. Layers beneath a modal sheet or alert are listed in the trace but never fire.
/// 4. The active window's menu commands, in menu order.
/// 5. The app-wide commands, in menu order.
///
/// The first *enabled* binding that matches decides: it fires, or, if it needs more keys, a
/// chord becomes pending. A disabled binding is skipped, so a later enabled binding for the same
/// keys still fires (a disabled toolbar button does not swallow the menu command's shortcut);
/// when every match is disabled the outcome is ``DispatchOutcome/disabled(_:)`` and nothing
/// happens. Escape and Return are ordinary keys here: they reach `.cancelAction` and
/// `.defaultAction` controls when no text field takes them.
///
/// While a chord is pending, a key that no binding continues with cancels the chord and is
/// discarded, not dispatched on its own: the user was typing a chord, and typing its stray key
/// into a field or firing another command would surprise more than doing nothing.
public struct Dispatcher: Sendable {
  /// How long a pending chord waits for its next key.
  public var chordTimeout: Duration

  /// Creates a dispatcher.
  ///
  /// - Parameter chordTimeout: How long a pending chord waits for its next key (one second by
  ///   default, as in Zed).
  public init(chordTimeout: Duration = .seconds(1)) {
    self.chordTimeout = chordTimeout
  }

  /// Dispatches `key` against a snapshot, compiling it first.
  ///
  /// Compiling costs time proportional to the snapshot; when several keys are dispatched against
  /// the same snapshot, build a ``DispatchIndex`` once and dispatch each key against it.
  public func dispatch(
    _ key: Shortcut, in snapshot: DispatchSnapshot, chord: ChordState = .idle, now: Duration
  ) -> DispatchResult {
    dispatch(key, in: DispatchIndex(snapshot), chord: chord, now: now)
  }

  /// Dispatches `key` against a compiled snapshot.
  ///
  /// - Parameters:
  ///   - key: The key event.
  ///   - index: The compiled snapshot.
  ///   - chord: The chord state returned with the previous key, or ``ChordState/idle``.
  ///   - now: The current time on the caller's clock (any origin, as long as it is the same one
  ///     for every call).
  /// - Returns: What the key did, the trace, and the chord state for the next key.
  public func dispatch(
    _ key: Shortcut, in index: DispatchIndex, chord: ChordState = .idle, now: Duration
  ) -> DispatchResult {
    var steps: [DispatchTraceStep] = []
    steps.reserveCapacity(8)
    for problem in index.problems { steps.append(.problem(problem)) }

    var prefix: [Shortcut] = []
    if chord.isPending {
      if chord.hasExpired(at: now, timeout: chordTimeout) {
        steps.append(.chordExpired(prefix: chord.prefix, idle: now - chord.lastKeyAt))
      } else if key == .cancelAction {
        steps.append(.chordCancelled(prefix: chord.prefix, byEscape: true))
        return finish(.chordCancelled(prefix: chord.prefix), key, steps, .idle)
      } else {
        prefix = chord.prefix
        steps.append(.chordContinued(prefix: prefix))
      }
    }

    if prefix.isEmpty {
      if let field = index.textField {
        if let take = field.take(key) {
          steps.append(.textFieldTakes(take))
          return finish(.textInput(take), key, steps, .idle)
        }
        steps.append(.textFieldDeclines)
      } else {
        steps.append(.noTextField)
      }
    }

    var walk = Walk(prefix: prefix, key: key)
    walk.run(index, steps: &steps)

    if let fired = walk.fired {
      return finish(.fired(fired), key, steps, .idle)
    }
    if !walk.continuations.isEmpty {
      let keys = prefix + [key]
      let pending = ChordPending(
        prefix: keys, continuations: walk.continuations, deadline: now + chordTimeout)
      return finish(.pending(pending), key, steps, ChordState(prefix: keys, lastKeyAt: now))
    }
    if let disabled = walk.firstDisabled {
      return finish(.disabled(disabled), key, steps, .idle)
    }
    if !prefix.isEmpty {
      steps.append(.chordCancelled(prefix: prefix, byEscape: false))
      return finish(.chordCancelled(prefix: prefix), key, steps, .idle)
    }
    return finish(.unmatched, key, steps, .idle)
  }

  /// The chord state at `now` without a key: ``ChordState/idle`` once a pending chord has timed
  /// out, so an event loop can clear its hint when the deadline passes.
  public func expire(_ chord: ChordState, now: Duration) -> ChordState {
    chord.hasExpired(at: now, timeout: chordTimeout) ? .idle : chord
  }

  private func finish(
    _ outcome: DispatchOutcome, _ key: Shortcut, _ steps: [DispatchTraceStep], _ chord: ChordState
  ) -> DispatchResult {
    DispatchResult(outcome: outcome, trace: DispatchTrace(key: key, steps: steps), chord: chord)
  }
}

/// One walk over the bindings that start with the pressed keys, scope by scope.
private struct Walk {
  /// How a binding's keys relate to the keys pressed so far.
  enum Relation { case exact, continues, different }

  let prefix: [Shortcut]
  let key: Shortcut
  var fired: DispatchTarget?
  var firstDisabled: DispatchTarget?
  var continuations: [ChordContinuation] = []

  init(prefix: [Shortcut], key: Shortcut) {
    self.prefix = prefix
    self.key = key
  }

  var decided: Bool { fired != nil || !continuations.isEmpty }

  mutating func run(_ index: DispatchIndex, steps: inout [DispatchTraceStep]) {
    let positions = index.candidatePositions(startingWith: prefix.first ?? key)
    var cursor = 0
    for (scopePosition, scope) in index.scopes.enumerated() {
      var end = cursor
      while end < positions.count, index.scopeOfCandidate[positions[end]] == scopePosition {
        end += 1
      }
      steps.append(.scope(scope, candidates: end - cursor))
      for position in positions[cursor..<end] {
        let candidate = index.candidates[position]
        let verdict = judge(candidate, reachable: scope.isReachable)
        steps.append(.candidate(candidate, verdict))
      }
      cursor = end
    }
  }

  mutating func judge(_ candidate: DispatchCandidate, reachable: Bool) -> CandidateVerdict {
    guard reachable else { return .blockedByModalLayer }
    let relation = relate(candidate.keys.steps)
    if relation == .different { return .differentKeys }
    guard candidate.isEnabled else {
      if firstDisabled == nil { firstDisabled = candidate.target }
      return .disabled
    }
    switch relation {
    case .exact:
      if decided { return .shadowed }
      fired = candidate.target
      return .fires
    case .continues:
      if fired != nil { return .shadowed }
      let starts = continuations.isEmpty
      continuations.append(
        ChordContinuation(
          next: candidate.keys.steps[prefix.count + 1], keys: candidate.keys,
          title: candidate.title, target: candidate.target))
      return starts ? .startsChord : .continuesChord
    case .different:
      return .differentKeys
    }
  }

  func relate(_ steps: [Shortcut]) -> Relation {
    let count = prefix.count + 1
    guard steps.count >= count else { return .different }
    for position in prefix.indices where steps[position] != prefix[position] {
      return .different
    }
    guard steps[prefix.count] == key else { return .different }
    return steps.count == count ? .exact : .continues
  }
}
