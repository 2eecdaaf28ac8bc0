import Testing

@testable import KeystrokeCore

@Suite struct MalformedSnapshotTests {
  typealias F = DispatchFixtures

  @Test func missingActiveWindowStillReachesAppCommands() {
    var snapshot = F.snapshot()
    snapshot.activeWindow = "gone"
    let result = Dispatcher().dispatch(F.cmd("q"), in: snapshot, now: .zero)
    #expect(result.outcome == F.appCommand("app.quit"))
    #expect(
      result.trace.lines[1]
        == "snapshot: active window \"gone\" is not in the snapshot: only app commands can be reached"
    )
    #expect(Dispatcher().dispatch(F.cmd("n"), in: snapshot, now: .zero).outcome == .unmatched)
  }

  @Test func noActiveWindow() {
    var snapshot = F.snapshot()
    snapshot.activeWindow = nil
    let result = Dispatcher().dispatch(F.cmd("s"), in: snapshot, now: .zero)
    #expect(result.outcome == .unmatched)
    #expect(result.trace.steps.first == .problem(.noActiveWindow))
  }

  @Test func windowWithoutLayersKeepsItsMenu() {
    let snapshot = F.snapshot(layers: [])
    let result = Dispatcher().dispatch(F.cmd("n"), in: snapshot, now: .zero)
    #expect(result.outcome == F.menuCommand("file.new"))
    #expect(result.trace.steps.first == .problem(.noLayers("main")))
  }

  @Test func emptySnapshot() {
    let result = Dispatcher().dispatch(F.key("a"), in: DispatchSnapshot(), now: .zero)
    #expect(result.outcome == .unmatched)
    #expect(ConflictAnalyzer().conflicts(in: DispatchSnapshot()).isEmpty)
  }

  @Test func duplicateWindowIdentitiesUseTheFirst() {
    var snapshot = F.snapshot()
    snapshot.windows.insert(DispatchWindow(id: "main", layers: []), at: 0)
    let result = Dispatcher().dispatch(F.cmd("n"), in: snapshot, now: .zero)
    #expect(result.outcome == .unmatched)
  }

  /// Random snapshots and key streams: never a trap, and whatever fires is enabled, reachable
  /// and bound to the keys typed.
  @Test(arguments: 0..<20)
  func randomSnapshotsNeverTrap(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let pool: [Shortcut] = [
      F.cmd("a"), F.cmd("b"), F.ctrl("k"), F.ctrl("s"), F.key("x"), .cancelAction,
      .defaultAction, Shortcut(.backspace), Shortcut(.tab), Shortcut(.function(2)),
    ]
    func sequence() -> KeySequence {
      let steps = (0...random.below(2)).map { _ in pool[random.below(pool.count)] }
      return KeySequence(steps) ?? KeySequence(pool[0])
    }
    func commands(_ prefix: String) -> [Command] {
      (0..<random.below(6)).map { number in
        Command(
          id: CommandID("\(prefix).\(number)"), title: "\(prefix) \(number)",
          keys: random.below(4) == 0 ? nil : sequence(), isEnabled: random.below(3) != 0)
      }
    }
    let windows = (0..<random.below(3)).map { number in
      DispatchWindow(
        id: DispatchWindow.ID("w\(number)"),
        layers: (0..<random.below(3)).map { layer in
          PresentationLayer(
            id: PresentationLayer.ID("l\(layer)"), kind: layer == 0 ? .content : .sheet,
            controls: (0..<random.below(5)).map { control in
              ShortcutControl(
                id: ShortcutControl.ID("c\(control)"), title: "C\(control)", keys: sequence(),
                isEnabled: random.below(3) != 0)
            },
            focusedTextField: random.below(2) == 0 ? TextFieldFocus() : nil)
        },
        menuCommands: commands("menu\(number)"))
    }
    let snapshot = DispatchSnapshot(
      windows: windows, activeWindow: DispatchWindow.ID("w\(random.below(4))"),
      appCommands: commands("app"))
    let index = DispatchIndex(snapshot)
    let dispatcher = Dispatcher()
    var chord = ChordState.idle
    var now = Duration.zero
    for _ in 0..<40 {
      let key = pool[random.below(pool.count)]
      now += .milliseconds(random.below(1500))
      let typed = chord.prefix + [key]
      let result = dispatcher.dispatch(key, in: index, chord: chord, now: now)
      if let target = result.outcome.firedTarget {
        let fired = index.candidates.first { $0.target == target }
        #expect(fired?.isEnabled == true)
        #expect(fired?.scope.isReachable == true)
        #expect(fired?.keys.steps.last == key)
        #expect(fired.map { typed.hasSuffix($0.keys.steps) } == true)
      }
      _ = result.trace.description
      chord = result.chord
    }
    _ = ConflictAnalyzer().conflicts(in: snapshot)
  }
}

extension Array where Element: Equatable {
  fileprivate func hasSuffix(_ suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}

/// A small seeded generator (SplitMix64), so random tests are reproducible.
private struct SeededRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
