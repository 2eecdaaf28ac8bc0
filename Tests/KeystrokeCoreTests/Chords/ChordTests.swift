import Testing

@testable import KeystrokeCore

@Suite struct ChordTests {
  typealias F = DispatchFixtures

  static let saveAll = Command(
    id: "file.saveAll", title: "Save All", keys: F.keys(F.ctrl("k"), F.ctrl("s")))
  static let theme = Command(
    id: "app.theme", title: "Color Theme", keys: F.keys(F.ctrl("k"), F.ctrl("t")))
  static let fold = Command(
    id: "edit.fold", title: "Fold All", keys: F.keys(F.ctrl("k"), F.key("0")))
  static let deep = Command(
    id: "edit.deep", title: "Deep", keys: F.keys(F.ctrl("k"), F.ctrl("d"), F.key("d")))
  static let plainSave = Command(id: "file.save", title: "Save", shortcut: F.ctrl("s"))

  static func snapshot(
    field: TextFieldFocus? = nil, menu: [Command] = [saveAll, fold, deep, plainSave]
  ) -> DispatchSnapshot {
    let layer = PresentationLayer(id: "content", focusedTextField: field)
    return DispatchSnapshot(
      windows: [DispatchWindow(id: "main", layers: [layer], menuCommands: menu)],
      activeWindow: "main", appCommands: [theme])
  }

  let dispatcher = Dispatcher()

  @Test func prefixIsPendingWithWhatCanFollow() throws {
    let result = dispatcher.dispatch(F.ctrl("k"), in: Self.snapshot(), now: .seconds(10))
    guard case .pending(let pending) = result.outcome else {
      Issue.record("expected pending, got \(result.outcome)")
      return
    }
    #expect(pending.prefix == [F.ctrl("k")])
    #expect(pending.deadline == .seconds(11))
    #expect(pending.continuations.map(\.title) == ["Save All", "Fold All", "Deep", "Color Theme"])
    #expect(
      pending.continuations.map(\.next) == [F.ctrl("s"), F.key("0"), F.ctrl("d"), F.ctrl("t")])
    #expect(result.chord == ChordState(prefix: [F.ctrl("k")], lastKeyAt: .seconds(10)))
    #expect(
      result.trace.verdicts.map(\.1) == [
        .startsChord, .continuesChord, .continuesChord, .continuesChord,
      ])
  }

  @Test func secondKeyInTimeFires() {
    let first = dispatcher.dispatch(F.ctrl("k"), in: Self.snapshot(), now: .seconds(1))
    let second = dispatcher.dispatch(
      F.ctrl("s"), in: Self.snapshot(), chord: first.chord, now: .milliseconds(1900))
    #expect(second.outcome == .fired(.windowCommand("file.saveAll", window: "main")))
    #expect(second.chord == .idle)
    #expect(second.trace.lines[1] == "chord: ctrl+k pending, key looked up as its next step")
  }

  @Test func appWideContinuationFires() {
    let first = dispatcher.dispatch(F.ctrl("k"), in: Self.snapshot(), now: .zero)
    let second = dispatcher.dispatch(
      F.ctrl("t"), in: Self.snapshot(), chord: first.chord, now: .milliseconds(10))
    #expect(second.outcome == .fired(.appCommand("app.theme")))
  }

  @Test func threeStepChord() {
    var chord = ChordState.idle
    var outcomes: [DispatchOutcome] = []
    for (step, key) in [F.ctrl("k"), F.ctrl("d"), F.key("d")].enumerated() {
      let result = dispatcher.dispatch(
        key, in: Self.snapshot(), chord: chord, now: .milliseconds(step * 500))
      outcomes.append(result.outcome)
      chord = result.chord
    }
    #expect(outcomes.last == .fired(.windowCommand("edit.deep", window: "main")))
    if case .pending(let pending) = outcomes[1] {
      #expect(pending.prefix == [F.ctrl("k"), F.ctrl("d")])
      #expect(pending.continuations.map(\.next) == [F.key("d")])
    } else {
      Issue.record("expected the second key to stay pending, got \(outcomes[1])")
    }
  }

  @Test func timeoutDropsThePrefixAndDispatchesTheKeyAlone() {
    let first = dispatcher.dispatch(F.ctrl("k"), in: Self.snapshot(), now: .zero)
    let late = dispatcher.dispatch(
      F.ctrl("s"), in: Self.snapshot(), chord: first.chord, now: .milliseconds(1001))
    #expect(late.outcome == .fired(.windowCommand("file.save", window: "main")))
    #expect(late.trace.lines[1] == "chord: ctrl+k expired after 1001 ms, key dispatched on its own")
  }

  @Test func timeoutIsConfigurable() {
    let quick = Dispatcher(chordTimeout: .milliseconds(200))
    let first = quick.dispatch(F.ctrl("k"), in: Self.snapshot(), now: .zero)
    let onTime = quick.dispatch(
      F.ctrl("s"), in: Self.snapshot(), chord: first.chord, now: .milliseconds(200))
    let late = quick.dispatch(
      F.ctrl("s"), in: Self.snapshot(), chord: first.chord, now: .milliseconds(201))
    #expect(onTime.outcome == .fired(.windowCommand("file.saveAll", window: "main")))
    #expect(late.outcome == .fired(.windowCommand("file.save", window: "main")))
    #expect(quick.expire(first.chord, now: .milliseconds(200)) == first.chord)
    #expect(quick.expire(first.chord, now: .milliseconds(201)) == .idle)
    #expect(first.chord.deadline(timeout: quick.chordTimeout) == .milliseconds(200))
  }

  @Test func escapeCancels() {
    let first = dispatcher.dispatch(F.ctrl("k"), in: Self.snapshot(), now: .zero)
    let escape = dispatcher.dispatch(
      .cancelAction, in: Self.snapshot(), chord: first.chord, now: .milliseconds(100))
    #expect(escape.outcome == .chordCancelled(prefix: [F.ctrl("k")]))
    #expect(escape.chord == .idle)
    #expect(escape.trace.lines.last == "chord: ctrl+k cancelled by escape")
  }

  @Test func nonContinuingKeyCancelsAndIsDiscarded() {
    let first = dispatcher.dispatch(F.ctrl("k"), in: Self.snapshot(), now: .zero)
    // ctrl+s alone is bound, but after ctrl+k it is looked up as a continuation; here x is
    // bound to nothing after ctrl+k and would otherwise type into the field.
    let stray = dispatcher.dispatch(
      F.key("x"), in: Self.snapshot(field: TextFieldFocus()), chord: first.chord,
      now: .milliseconds(100))
    #expect(stray.outcome == .chordCancelled(prefix: [F.ctrl("k")]))
    #expect(stray.chord == .idle)
    #expect(
      stray.trace.lines.last
        == "chord: ctrl+k cancelled, nothing continues with this key, key discarded")
  }

  @Test func pendingChordTakesKeysBeforeTheTextField() {
    let snapshot = Self.snapshot(field: TextFieldFocus())
    let first = dispatcher.dispatch(F.ctrl("k"), in: snapshot, now: .zero)
    let zero = dispatcher.dispatch(F.key("0"), in: snapshot, chord: first.chord, now: .zero)
    #expect(zero.outcome == .fired(.windowCommand("edit.fold", window: "main")))
    let typed = dispatcher.dispatch(F.key("0"), in: snapshot, now: .zero)
    #expect(typed.outcome == .textInput(.typing))
  }

  @Test func earlierSingleKeyShadowsTheChord() {
    let single = Command(id: "edit.kill", title: "Kill Line", shortcut: F.ctrl("k"))
    let result = dispatcher.dispatch(
      F.ctrl("k"), in: Self.snapshot(menu: [single, Self.saveAll]), now: .zero)
    #expect(result.outcome == .fired(.windowCommand("edit.kill", window: "main")))
    #expect(result.trace.verdicts.map(\.1) == [.fires, .shadowed, .shadowed])
  }

  @Test func earlierChordShadowsTheSingleKey() {
    let single = Command(id: "edit.kill", title: "Kill Line", shortcut: F.ctrl("k"))
    let result = dispatcher.dispatch(
      F.ctrl("k"), in: Self.snapshot(menu: [Self.saveAll, single]), now: .zero)
    #expect(result.trace.verdicts.map(\.1) == [.startsChord, .shadowed, .continuesChord])
    guard case .pending = result.outcome else {
      Issue.record("expected pending, got \(result.outcome)")
      return
    }
  }

  @Test func disabledChordDoesNothing() {
    var saveAll = Self.saveAll
    saveAll.isEnabled = false
    let snapshot = DispatchSnapshot(
      windows: [DispatchWindow(id: "main", layers: [], menuCommands: [saveAll])],
      activeWindow: "main")
    let result = dispatcher.dispatch(F.ctrl("k"), in: snapshot, now: .zero)
    #expect(result.outcome == .disabled(.windowCommand("file.saveAll", window: "main")))
    #expect(result.chord == .idle)
  }

  @Test func otherChordsWithTheSameFirstKeyAreListedAsDifferent() {
    let first = dispatcher.dispatch(F.ctrl("k"), in: Self.snapshot(), now: .zero)
    let second = dispatcher.dispatch(
      F.ctrl("s"), in: Self.snapshot(), chord: first.chord, now: .zero)
    #expect(
      second.trace.verdicts.map(\.1) == [.fires, .differentKeys, .differentKeys, .differentKeys])
  }
}
