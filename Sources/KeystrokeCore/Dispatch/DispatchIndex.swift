/// A snapshot compiled for dispatch: every binding of the active window and the app in walk
/// order, looked up by first key.
///
/// Build one per snapshot (each frame) and dispatch every key of that frame against it: a key
/// then costs one hash lookup plus a walk over the few bindings that start with it, however many
/// commands and controls the snapshot has.
public struct DispatchIndex: Sendable {
  /// The snapshot the index was built from.
  public let snapshot: DispatchSnapshot
  /// The scopes in the order dispatch walks them: the active window's layers frontmost first,
  /// its menu, then the app.
  public let scopes: [DispatchScope]
  /// Every binding, in walk order.
  public let candidates: [DispatchCandidate]
  /// The focused text field of the active window's frontmost layer.
  public let textField: TextFieldFocus?
  /// What was wrong with the snapshot, in the order found.
  public let problems: [SnapshotProblem]

  /// For each candidate, the position of its scope in ``scopes``.
  let scopeOfCandidate: [Int]
  /// For each first key, the first and last candidate bound to it in walk order.
  let chainByFirstKey: [Shortcut: Chain]
  /// For each candidate, the next candidate with the same first key, or -1.
  let nextWithSameFirstKey: [Int]

  /// Compiles `snapshot` for dispatch to its active window.
  public init(_ snapshot: DispatchSnapshot) {
    self.init(snapshot, window: snapshot.activeWindow)
  }

  /// Compiles `snapshot` as if `window` were active (conflict analysis looks at every window).
  public init(_ snapshot: DispatchSnapshot, window windowID: DispatchWindow.ID?) {
    var problems: [SnapshotProblem] = []
    var textField: TextFieldFocus?
    let active = windowID.flatMap { snapshot.window($0) }
    // Room for every binding at once: the index is built for each key, and growing its
    // tables step by step cost more than filling them.
    var builder = Builder(
      capacity: snapshot.appCommands.count + (active?.menuCommands.count ?? 0)
        + (active?.layers.reduce(0) { $0 + $1.controls.count } ?? 0))
    if let windowID {
      if let window = active {
        if window.layers.isEmpty { problems.append(.noLayers(windowID)) }
        textField = window.frontmostLayer?.focusedTextField
        for (position, layer) in window.layers.enumerated().reversed() {
          let scope = DispatchScope.layer(
            layer.id, kind: layer.kind, window: window.id,
            isFrontmost: position == window.layers.count - 1)
          builder.open(scope)
          for control in layer.controls {
            builder.add(
              target: .control(control.id, layer: layer.id, window: window.id),
              title: control.title, keys: control.keys, isEnabled: control.isEnabled)
          }
        }
        builder.open(.windowMenu(window.id))
        for command in window.menuCommands {
          builder.add(command, target: .windowCommand(command.id, window: window.id))
        }
      } else {
        problems.append(.activeWindowMissing(windowID))
      }
    } else {
      problems.append(.noActiveWindow)
    }
    builder.open(.app)
    for command in snapshot.appCommands {
      builder.add(command, target: .appCommand(command.id))
    }
    self.snapshot = snapshot
    self.scopes = builder.scopes
    self.candidates = builder.candidates
    self.scopeOfCandidate = builder.scopeOfCandidate
    self.chainByFirstKey = builder.chainByFirstKey
    self.nextWithSameFirstKey = builder.nextWithSameFirstKey
    self.textField = textField
    self.problems = problems
  }

  /// The positions in ``candidates`` of the bindings whose first key is `key`, in walk order.
  public func candidatePositions(startingWith key: Shortcut) -> [Int] {
    Array(positions(startingWith: key))
  }

  /// The same positions as ``candidatePositions(startingWith:)``, read one by one without
  /// making an array.
  public func positions(startingWith key: Shortcut) -> CandidatePositions {
    CandidatePositions(
      links: nextWithSameFirstKey, position: chainByFirstKey[key]?.first ?? -1)
  }

  /// Positions in ``candidates`` that follow one first key's chain, in walk order.
  public struct CandidatePositions: Sequence, IteratorProtocol {
    fileprivate let links: [Int]
    fileprivate var position: Int

    /// The next position, or `nil` at the end of the chain.
    public mutating func next() -> Int? {
      guard position >= 0 else { return nil }
      defer { position = links[position] }
      return position
    }
  }

  /// The candidates bound to one first key, as the ends of a chain through
  /// ``nextWithSameFirstKey``: one table entry per key, with no array to make for each.
  struct Chain: Sendable {
    var first: Int
    var last: Int
  }

  /// Accumulates scopes and candidates in walk order.
  private struct Builder {
    var scopes: [DispatchScope] = []
    var candidates: [DispatchCandidate] = []
    var scopeOfCandidate: [Int] = []
    var chainByFirstKey: [Shortcut: Chain] = [:]
    var nextWithSameFirstKey: [Int] = []

    init(capacity: Int) {
      candidates.reserveCapacity(capacity)
      scopeOfCandidate.reserveCapacity(capacity)
      chainByFirstKey.reserveCapacity(capacity)
      nextWithSameFirstKey.reserveCapacity(capacity)
    }

    mutating func open(_ scope: DispatchScope) { scopes.append(scope) }

    mutating func add(_ command: Command, target: DispatchTarget) {
      guard let keys = command.keys else { return }
      add(target: target, title: command.title, keys: keys, isEnabled: command.isEnabled)
    }

    mutating func add(target: DispatchTarget, title: String, keys: KeySequence, isEnabled: Bool) {
      let scope = scopes[scopes.count - 1]
      let position = candidates.count
      // One hash of the key: a new chain starts here, or the chain's last candidate links on.
      let previous = Self.extend(
        &chainByFirstKey[keys.first, default: Chain(first: position, last: -1)], to: position)
      if previous >= 0 { nextWithSameFirstKey[previous] = position }
      nextWithSameFirstKey.append(-1)
      candidates.append(
        DispatchCandidate(
          target: target, title: title, keys: keys, isEnabled: isEnabled, scope: scope))
      scopeOfCandidate.append(scopes.count - 1)
    }

    /// Makes `position` the chain's last candidate and returns the one before it (-1: none).
    private static func extend(_ chain: inout Chain, to position: Int) -> Int {
      defer { chain.last = position }
      return chain.last
    }
  }
}
