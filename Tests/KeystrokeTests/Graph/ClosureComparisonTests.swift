import Testing

@testable import Keystroke

/// A view holding an action, as a button does.
private struct ActionHolder: View {
  let action: () -> Void
  var body: some View { Text("action") }
}

private final class Counter {
  var count = 0
}

/// A view whose body makes a new closure each time it runs, capturing `self`.
private struct Screen: View {
  let counter: Counter
  let title: String
  var body: some View { action() }
  func action() -> ActionHolder { ActionHolder { counter.count += title.count } }
}

/// A view that passes its own action on inside a new closure.
private struct Forwarding: View {
  let onSave: () -> Void
  var body: some View { action() }
  func action() -> ActionHolder { ActionHolder { onSave() } }
}

/// How the graph compares closures that bodies make again on every run.
@MainActor
@Suite struct ClosureComparisonTests {
  private func holder(capturing number: Int, _ word: String) -> ActionHolder {
    ActionHolder { _ = number + word.count }
  }

  @Test func closuresMadeAgainWithEqualCapturesCompareTheSame() {
    let word = "a capture long enough to live on the heap, made again"
    #expect(
      ViewComparison.sameInputs(
        holder(capturing: 1, "\(word) \(1)"), holder(capturing: 1, "\(word) \(1)")))
    #expect(
      !ViewComparison.sameInputs(
        holder(capturing: 1, "\(word) \(1)"), holder(capturing: 2, "\(word) \(1)")))
    #expect(
      !ViewComparison.sameInputs(
        holder(capturing: 1, "\(word) \(1)"), holder(capturing: 1, "\(word) \(2)")))
  }

  @Test func capturedSelfComparesItsFields() {
    let counter = Counter()
    let screen = Screen(counter: counter, title: "Projects")
    #expect(ViewComparison.sameInputs(screen.action(), screen.action()))
    #expect(
      ViewComparison.sameInputs(
        screen.action(), Screen(counter: counter, title: "Proj" + "ects").action()))
    // Another object, even an equal one, is another capture: the closure acts on it.
    #expect(
      !ViewComparison.sameInputs(
        screen.action(), Screen(counter: Counter(), title: "Projects").action()))
  }

  @Test func differentCodeNeverComparesTheSame() {
    let number = 3
    let first = ActionHolder { _ = number + 1 }
    let second = ActionHolder { _ = number + 1 }
    #expect(!ViewComparison.sameInputs(first, second))
  }

  @Test func capturedVariablesAndObjectsCompareByIdentity() {
    func counting() -> ActionHolder {
      var total = 0
      return ActionHolder { total += 1 }
    }
    // Each call captures its own variable: the closures act on different storage.
    #expect(!ViewComparison.sameInputs(counting(), counting()))
    func countingWithLabel() -> ActionHolder {
      var total = 0
      let label = "counted"
      return ActionHolder { total += label.count }
    }
    // The variable's box beside another capture: named by a type the runtime does not
    // resolve, so never read.
    #expect(!ViewComparison.sameInputs(countingWithLabel(), countingWithLabel()))
    let counter = Counter()
    let label = "counted"
    func weakly(_ object: Counter) -> ActionHolder {
      ActionHolder { [weak object] in object?.count += label.count }
    }
    func unownedly(_ object: Counter) -> ActionHolder {
      ActionHolder { [unowned object] in object.count += label.count }
    }
    let other = Counter()
    // The runtime does not name a weak capture's storage: never read, always changed.
    #expect(!ViewComparison.sameInputs(weakly(counter), weakly(counter)))
    #expect(!ViewComparison.sameInputs(weakly(counter), weakly(other)))
    #expect(ViewComparison.sameInputs(unownedly(counter), unownedly(counter)))
    #expect(!ViewComparison.sameInputs(unownedly(counter), unownedly(other)))
  }

  @Test func nestedClosuresCompareByWhatTheyCapture() {
    func saving(_ number: Int) -> () -> Void { { _ = number * 2 + number.signum() } }
    // Each forwarding closure captures the view, whose own action captures two values.
    let word = "twice"
    func twice(_ number: Int) -> () -> Void { { _ = number * 2 + word.count } }
    #expect(
      ViewComparison.sameInputs(
        Forwarding(onSave: twice(5)).action(), Forwarding(onSave: twice(5)).action()))
    #expect(
      !ViewComparison.sameInputs(
        Forwarding(onSave: twice(5)).action(), Forwarding(onSave: twice(6)).action()))
    // A context holding a single plain value might be a captured variable's box: changed.
    #expect(
      !ViewComparison.sameInputs(
        Forwarding(onSave: saving(5)).action(), Forwarding(onSave: saving(5)).action()))
  }

  @Test func genericCapturesCompareAsChanged() {
    func generic<T>(_ value: T) -> ActionHolder { ActionHolder { _ = value } }
    // The context's layout depends on T: not read, so never the same unless identical.
    let one = generic(1)
    #expect(ViewComparison.sameInputs(one, one))
    #expect(!ViewComparison.sameInputs(generic(1), generic(1)))
  }
}

/// How the graph compares the environment changes of the framework's own modifiers.
@MainActor
@Suite struct EnvironmentTransformComparisonTests {
  private func shortcutRow(_ key: Character) -> some View {
    Text("Save").keyboardShortcut(KeyEquivalent(key), modifiers: .command)
  }

  @Test func modifiersMadeAgainWithTheSameValuesCompareTheSame() {
    #expect(ViewComparison.sameInputs(shortcutRow("s"), shortcutRow("s")))
    #expect(!ViewComparison.sameInputs(shortcutRow("s"), shortcutRow("o")))
    func fonted(_ font: Font) -> some View { Text("title").font(font).disabled(false) }
    #expect(ViewComparison.sameInputs(fonted(.title), fonted(.title)))
    #expect(!ViewComparison.sameInputs(fonted(.title), fonted(.body)))
  }

  @Test func aClosureFromAppCodeThatTakesTheEnvironmentInoutIsNeverRead() {
    struct Transforming: View {
      let change: (inout EnvironmentValues) -> Void
      var body: some View { Text("x") }
    }
    let count = 2
    let word = "two"
    func make() -> Transforming { Transforming { $0.lineLimit = count + word.count } }
    #expect(!ViewComparison.sameInputs(make(), make()))
  }
}

/// Captures of mixed sizes and alignments, so a wrong offset in the layout reader shows up as
/// a change that goes unseen or equal values that compare as changed.
@MainActor
@Suite struct CaptureLayoutTests {
  private struct Marker: Equatable {
    let flag: Bool
    let weight: Double
  }

  private final class Owner {}

  /// Values for one closure shape, drawn from a seeded generator.
  private struct Values {
    var small: UInt8
    var flag: Bool
    var wide: Double
    var word: String
    var short: Int16
    var marker: Marker
    var optional: String?
    var list: [Int]
    var owner: Owner
  }

  private func action(_ v: Values) -> ActionHolder {
    // Captured one by one, in this order: a byte, a flag, a double (aligned to 8), a string,
    // a 16-bit integer, a struct with padding, an optional string, an array and an object.
    let (small, flag, wide, word, short) = (v.small, v.flag, v.wide, v.word, v.short)
    let (marker, optional, list, owner) = (v.marker, v.optional, v.list, v.owner)
    return ActionHolder {
      _ = (small, flag, wide, word, short, marker, optional, list, owner)
    }
  }

  @Test func everyCaptureCountsAndEqualValuesCompareTheSame() {
    var generator = SplitMix(seed: 0x5EED_C105)
    let owners = [Owner(), Owner()]
    func draw() -> Values {
      Values(
        small: UInt8.random(in: 0...255, using: &generator), flag: Bool.random(using: &generator),
        wide: Double(Int.random(in: 0...1000, using: &generator)) / 8,
        word: "word \(Int.random(in: 0...99, using: &generator)) long enough for the heap",
        short: Int16.random(in: -500...500, using: &generator),
        marker: Marker(
          flag: Bool.random(using: &generator),
          weight: Double(Int.random(in: 0...9, using: &generator))),
        optional: Bool.random(using: &generator) ? nil : "maybe",
        list: (0..<Int.random(in: 0...4, using: &generator)).map { $0 },
        owner: owners[Int.random(in: 0...1, using: &generator)])
    }
    for _ in 0..<50 {
      let values = draw()
      #expect(ViewComparison.sameInputs(action(values), action(values)))
      var changes: [(inout Values) -> Void] = [
        { $0.small &+= 1 }, { $0.flag.toggle() }, { $0.wide += 0.5 }, { $0.word += "!" },
        { $0.short &+= 1 }, { $0.marker = Marker(flag: !$0.marker.flag, weight: 1) },
        { $0.optional = $0.optional == nil ? "some" : nil }, { $0.list.append(7) },
        { $0.owner = $0.owner === owners[0] ? owners[1] : owners[0] },
      ]
      changes.shuffle(using: &generator)
      for change in changes {
        var changed = values
        change(&changed)
        #expect(!ViewComparison.sameInputs(action(values), action(changed)))
      }
    }
  }
}

/// How the graph compares a `ForEach` that a body makes again.
@MainActor
@Suite struct ForEachComparisonTests {
  private let names = ["Apollo", "Borealis", "Cascade"]

  private func rows(_ names: [String]) -> ForEach<[String], String, Text> {
    ForEach(names, id: \.self) { Text("- \($0)") }
  }

  @Test func aForEachMadeAgainWithTheSameKeyPathComparesTheSame() {
    #expect(ViewComparison.sameInputs(rows(names), rows(names)))
    #expect(!ViewComparison.sameInputs(rows(names), rows(names + ["Dynamo"])))
    let described = ForEach(names, id: \.description) { Text("- \($0)") }
    #expect(!ViewComparison.sameInputs(rows(names), described))
  }
}
