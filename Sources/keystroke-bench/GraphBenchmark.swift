import Keystroke
import KeystrokeCore
import KeystrokeTerminal

/// One `Text`'s state changing on a screen of 5,000 views, at 120×40 (issue #14).
///
/// The screen is a `ScrollView` of a `VStack` holding a counter and 1,000 rows; each row is a
/// view with its own input (its number) whose body is an `HStack` of three `Text`s, so five
/// views a row. `graph.oneTextOf5000` is one change of the counter's `@State`, the update and
/// the render to bytes; `graph.bodiesEvaluated` and `graph.bodiesReused` are the bodies each
/// such update ran and skipped.
let graphBenchmark = BenchmarkCase(name: "graph") { quick in
  MainActor.assumeIsolated { GraphBenchmark.run(quick: quick) }
}

/// Where the counter leaves its state's binding, so the benchmark can change it from outside.
///
/// A class, so two screens holding the same slot are equal and the slot never makes a body
/// run again.
@MainActor
final class CounterSlot {
  var binding: Binding<Int>?
}

/// The `Text` whose state changes.
private struct GraphCounter: View {
  let slot: CounterSlot
  @State private var count = 0
  var body: some View {
    slot.binding = $count
    return Text("Updates: \(count)")
  }
}

/// One row: a view with its own input, and an `HStack` of three `Text`s.
private struct GraphRow: View {
  let number: Int
  var body: some View {
    HStack {
      Text("Row \(number)")
      Text("\(number % 7) items")
      Text(number.isMultiple(of: 2) ? "even" : "odd")
    }
  }
}

/// The counter above 1,000 rows in a scroll view.
private struct GraphScreen: View {
  let rows: Int
  let slot: CounterSlot
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        GraphCounter(slot: slot)
        ForEach(0..<rows, id: \.self) { GraphRow(number: $0) }
      }
    }
  }
}

@MainActor
enum GraphBenchmark {
  static func run(quick: Bool) -> [Figure] {
    let slot = CounterSlot()
    let host = ViewHost(GraphScreen(rows: 1_000, slot: slot), width: 120, height: 40)
    host.update()
    var renderer = ScreenRenderer()
    _ = renderer.render(host.screen)
    guard let binding = slot.binding else {
      print("graph: warning: the counter did not expose its state, so no figure")
      return []
    }
    // One change first, to check that it reaches the screen.
    binding.wrappedValue += 1
    host.update()
    if !host.lines.contains(where: { $0.contains("Updates: 1") }) {
      print("graph: warning: the change did not reach the screen, so the figure is not valid")
    }
    _ = renderer.render(host.screen)

    let before = host.bodyEvaluationCounts
    var updates = 0
    let time = Stopwatch.medianNanoseconds(rounds: quick ? 5 : 51, batch: quick ? 5 : 20) {
      (slot.binding ?? binding).wrappedValue += 1
      host.update()
      blackHole(renderer.render(host.screen))
      updates += 1
    }
    let after = host.bodyEvaluationCounts
    let evaluated = Double(after.evaluated - before.evaluated) / Double(max(1, updates))
    let reused = Double(after.reused - before.reused) / Double(max(1, updates))
    let kept = Double(after.subtrees - before.subtrees) / Double(max(1, updates))
    return [
      Figure(name: "graph.oneTextOf5000", value: time / 1_000_000, unit: "ms", budget: 0.15),
      Figure(name: "graph.bodiesEvaluated", value: evaluated, unit: "per update", budget: nil),
      Figure(name: "graph.bodiesReused", value: reused, unit: "per update", budget: nil),
      Figure(name: "graph.subtreesKept", value: kept, unit: "per update", budget: nil),
    ]
  }
}
