import Observation
import Testing

@testable import Keystroke

/// Counts body evaluations by view name; views hold it by reference, so it never makes two
/// view values differ.
@MainActor
private final class EvaluationLog {
  var counts: [String: Int] = [:]
  func note(_ name: String) { counts[name, default: 0] += 1 }
  func reset() { counts = [:] }
}

/// A view with fixed inputs: once built, nothing it reads changes.
private struct FixedRow: View {
  let number: Int
  let log: EvaluationLog
  var body: some View {
    log.note("row \(number)")
    return Text("row \(number)")
  }
}

/// A view that shows the number it is given.
private struct NumberView: View {
  let value: Int
  let log: EvaluationLog
  var body: some View {
    log.note("number")
    return Text("value \(value)")
  }
}

/// A view that owns a counter, shows it through a child and lists fixed rows.
private struct CounterScreen: View {
  let log: EvaluationLog
  let expose: (Binding<Int>) -> Void
  @State private var count = 0
  var body: some View {
    log.note("screen")
    expose($count)
    return VStack(spacing: 0) {
      NumberView(value: count, log: log)
      ForEach(0..<100) { FixedRow(number: $0, log: log) }
    }
  }
}

/// A view with its own state below a parent that has none.
private struct OwnCounter: View {
  let log: EvaluationLog
  let expose: (Binding<Int>) -> Void
  @State private var count = 0
  var body: some View {
    log.note("own")
    expose($count)
    return Text("own \(count)")
  }
}

private struct ParentOfOwnCounter: View {
  let log: EvaluationLog
  let expose: (Binding<Int>) -> Void
  var body: some View {
    log.note("parent")
    return VStack(spacing: 0) {
      OwnCounter(log: log, expose: expose)
      FixedRow(number: 1, log: log)
    }
  }
}

@Observable
@MainActor
private final class TwoFields {
  var first = "a"
  var second = "b"
}

/// Reads one field of an observable model.
private struct FirstReader: View {
  let model: TwoFields
  let log: EvaluationLog
  var body: some View {
    log.note("first")
    return Text("first \(model.first)")
  }
}

/// Reads the other field.
private struct SecondReader: View {
  let model: TwoFields
  let log: EvaluationLog
  var body: some View {
    log.note("second")
    return Text("second \(model.second)")
  }
}

private struct TwoReaders: View {
  let model: TwoFields
  let log: EvaluationLog
  var body: some View {
    log.note("readers")
    return VStack(spacing: 0) {
      FirstReader(model: model, log: log)
      SecondReader(model: model, log: log)
    }
  }
}

private struct LabelKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var testLabel: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

/// Reads an environment value.
private struct LabelReader: View {
  let log: EvaluationLog
  @Environment(\.testLabel) private var label
  var body: some View {
    log.note("label")
    return Text("label \(label)")
  }
}

/// Passes a state value down through the environment, past a view that does not read it.
private struct LabelScreen: View {
  let log: EvaluationLog
  let expose: (Binding<String>) -> Void
  @State private var label = "one"
  var body: some View {
    expose($label)
    return VStack(spacing: 0) {
      LabelReader(log: log)
      FixedRow(number: 7, log: log)
    }
    .environment(\.testLabel, label)
  }
}

/// A legacy model: only views that link it with `@ObservedObject` watch it.
private final class Legacy: ObservableObject {
  @Published var value = 1
}

private struct LegacyReader: View {
  @ObservedObject var legacy: Legacy
  let log: EvaluationLog
  var body: some View {
    log.note("legacy")
    return Text("legacy \(legacy.value)")
  }
}

private struct LegacyScreen: View {
  let legacy: Legacy
  let log: EvaluationLog
  var body: some View {
    log.note("legacy screen")
    return VStack(spacing: 0) {
      LegacyReader(legacy: legacy, log: log)
      FixedRow(number: 3, log: log)
    }
  }
}

/// Which buttons were pressed.
@MainActor
private final class PressLog {
  var names: [String] = []
}

/// A row with a button; the second row's button has a shortcut.
private struct ButtonRow: View {
  let number: Int
  let presses: PressLog
  var body: some View {
    Button("row \(number)") { presses.names.append("row \(number)") }
      .keyboardShortcut(number == 1 ? "b" : "x", modifiers: .control)
  }
}

/// A counter above three button rows that do not read it.
private struct ButtonScreen: View {
  let log: EvaluationLog
  let presses: PressLog
  let expose: (Binding<Int>) -> Void
  @State private var count = 0
  var body: some View {
    expose($count)
    return VStack(spacing: 0) {
      Text("count \(count)")
      ForEach(0..<3) { ButtonRow(number: $0, presses: presses) }
    }
  }
}

@MainActor
@Suite struct BodyReuseTests {
  @Test func aStateChangeRerunsItsOwnerAndTheChildWhoseInputChangedOnly() {
    let log = EvaluationLog()
    var binding: Binding<Int>?
    let host = ViewHost(CounterScreen(log: log) { binding = $0 }, width: 20, height: 5)
    host.update()
    #expect(log.counts["row 99"] == 1)
    log.reset()
    binding?.wrappedValue = 5
    #expect(host.update())
    #expect(host.lines.first?.trimmingCharacters(in: .whitespaces) == "value 5")
    // The screen owns the state and the number view got a new value; the hundred rows have
    // the same inputs as before and are not evaluated.
    #expect(log.counts == ["screen": 1, "number": 1])
  }

  @Test func aChildsStateChangeDoesNotRerunItsParent() {
    let log = EvaluationLog()
    var binding: Binding<Int>?
    let host = ViewHost(ParentOfOwnCounter(log: log) { binding = $0 }, width: 20, height: 2)
    host.update()
    log.reset()
    binding?.wrappedValue = 3
    host.update()
    #expect(host.lines.first?.trimmingCharacters(in: .whitespaces) == "own 3")
    #expect(log.counts == ["own": 1])
  }

  @Test func anObservablePropertyRerunsOnlyTheBodiesThatReadIt() {
    let log = EvaluationLog()
    let model = TwoFields()
    let host = ViewHost(TwoReaders(model: model, log: log), width: 20, height: 2)
    host.update()
    log.reset()
    model.second = "changed"
    #expect(host.needsUpdate)
    host.update()
    #expect(
      host.lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
        "first a", "second changed",
      ])
    #expect(log.counts == ["second": 1])
  }

  @Test func anEnvironmentChangeRerunsItsReadersAndEqualChildrenAreSkipped() {
    let log = EvaluationLog()
    var binding: Binding<String>?
    let host = ViewHost(LabelScreen(log: log) { binding = $0 }, width: 20, height: 2)
    host.update()
    log.reset()
    binding?.wrappedValue = "two"
    host.update()
    #expect(host.lines.first?.trimmingCharacters(in: .whitespaces) == "label two")
    #expect(log.counts == ["label": 1])
    // Setting the same value again changes no input: nothing is evaluated.
    log.reset()
    binding?.wrappedValue = "two"
    host.update()
    #expect(log.counts.isEmpty)
  }

  @Test func anObservableObjectUpdatesTheViewsThatLinkIt() {
    let log = EvaluationLog()
    let legacy = Legacy()
    let host = ViewHost(LegacyScreen(legacy: legacy, log: log), width: 20, height: 2)
    host.update()
    log.reset()
    legacy.value = 2
    host.update()
    #expect(host.lines.first?.trimmingCharacters(in: .whitespaces) == "legacy 2")
    #expect(log.counts == ["legacy": 1])
  }

  @Test func aForcedUpdateEvaluatesEverything() {
    let log = EvaluationLog()
    let host = ViewHost(CounterScreen(log: log) { _ in }, width: 20, height: 5)
    host.update()
    log.reset()
    host.update(force: true)
    #expect(log.counts["screen"] == 1)
    #expect(log.counts["row 0"] == 1)
    #expect(log.counts["row 99"] == 1)
  }

  @Test func theHostCountsEvaluatedAndReusedBodies() {
    let log = EvaluationLog()
    var binding: Binding<Int>?
    let host = ViewHost(CounterScreen(log: log) { binding = $0 }, width: 20, height: 5)
    host.update()
    let before = host.bodyCounts
    binding?.wrappedValue = 1
    host.update()
    let after = host.bodyCounts
    #expect(after.evaluated - before.evaluated == 2)
    #expect(after.reused - before.reused == 100)
    // The rows' subtrees are kept whole: no body, no element, nothing to record again.
    #expect(after.subtrees - before.subtrees == 100)
  }

  @Test func aKeptSubtreeStillTakesFocusAndShortcuts() throws {
    let log = EvaluationLog()
    var binding: Binding<Int>?
    let presses = PressLog()
    let host = ViewHost(
      ButtonScreen(log: log, presses: presses) { binding = $0 }, width: 30, height: 6)
    host.update()
    binding?.wrappedValue = 1
    host.update()
    #expect(host.bodyCounts.subtrees >= 3)
    // Shortcuts and Tab order come from the kept rows as if they had been built again.
    host.send(KeyPress(try Shortcut(parsing: "ctrl+b")))
    #expect(presses.names == ["row 1"])
    host.send(KeyPress(Shortcut(.return)))
    #expect(presses.names == ["row 1", "row 0"])
    binding?.wrappedValue = 2
    host.update()
    host.moveFocus(forward: true)
    host.update()
    host.send(KeyPress(Shortcut(.return)))
    #expect(presses.names == ["row 1", "row 0", "row 1"])
  }

  @Test func aFocusMoveRebuildsOnlyTheRowsThatLostAndGainedFocus() {
    let presses = PressLog()
    let host = ViewHost(ManyButtons(presses: presses, count: 40), width: 30, height: 42)
    host.update()
    let before = host.bodyCounts
    host.moveFocus(forward: true)
    host.update()
    let after = host.bodyCounts
    // Two rows drew their focus mark again; the other 38 were kept whole.
    #expect(after.evaluated == before.evaluated)
    #expect(after.subtrees - before.subtrees >= 38)
    #expect(host.lines.contains { $0.contains("row 39") })
    host.send(KeyPress(Shortcut(.return)))
    #expect(presses.names == ["row 1"])
  }
}

/// Many rows with a button each.
private struct ManyButtons: View {
  let presses: PressLog
  let count: Int
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<count, id: \.self) { ButtonRow(number: $0, presses: presses) }
    }
  }
}
