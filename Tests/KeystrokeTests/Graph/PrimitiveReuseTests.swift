import Testing

@testable import Keystroke

/// Counts how often each row's body runs; held by reference, so it never makes views differ.
@MainActor
private final class RowLog {
  var evaluated = 0
}

/// A counter with its own state, which a test changes from outside.
private struct SiblingCounter: View {
  let expose: (Binding<Int>) -> Void
  @State private var count = 0
  var body: some View {
    expose($count)
    return Text("count \(count)")
  }
}

/// A row with fixed input.
private struct LoggedRow: View {
  let number: Int
  let log: RowLog
  var body: some View {
    log.evaluated += 1
    return HStack {
      Text("row \(number)")
      Text(number.isMultiple(of: 2) ? "even" : "odd")
    }
  }
}

/// The counter beside a hundred rows in a scroll view, under a view with no state.
private struct SiblingScreen: View {
  let log: RowLog
  let expose: (Binding<Int>) -> Void
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        SiblingCounter(expose: expose)
        ForEach(0..<100, id: \.self) { LoggedRow(number: $0, log: log) }
      }
    }
  }
}

/// Primitive views (stacks, `ForEach`) keep their subtree when nothing in it changed.
@MainActor
@Suite struct PrimitiveReuseTests {
  @Test(arguments: [80, 140])
  func aForEachBesideAChangedSiblingIsKeptWithoutVisitingItsRows(columns: Int) {
    let log = RowLog()
    var binding: Binding<Int>?
    let host = ViewHost(SiblingScreen(log: log) { binding = $0 }, width: columns, height: 10)
    host.update()
    #expect(log.evaluated == 100)
    let before = host.bodyCounts
    binding?.wrappedValue = 7
    host.update()
    let after = host.bodyCounts
    #expect(host.lines.first?.contains("count 7") == true)
    #expect(host.lines.contains { $0.contains("row 8") && $0.contains("even") })
    // Only the counter ran; the ForEach was kept whole, so no row was even looked at.
    #expect(after.evaluated - before.evaluated == 1)
    #expect(after.subtrees - before.subtrees == 1)
    #expect(log.evaluated == 100)
  }

  @Test func aConditionalThatChangesBranchIsNotKept() {
    let host = TestHostless.make(ShowHide())
    host.update()
    #expect(host.lines.contains { $0.contains("shown") })
    ShowHide.flip?.wrappedValue = false
    host.update()
    #expect(!host.lines.contains { $0.contains("shown") })
    #expect(host.lines.contains { $0.contains("hidden") })
  }
}

/// Builds a plain host for a view.
@MainActor
private enum TestHostless {
  static func make<V: View>(_ view: V) -> ViewHost { ViewHost(view, width: 30, height: 4) }
}

/// An `if`/`else` in a stack whose branch a test flips.
private struct ShowHide: View {
  @MainActor static var flip: Binding<Bool>?
  @State private var isShown = true
  var body: some View {
    Self.flip = $isShown
    return VStack {
      if isShown { Text("shown") } else { Text("hidden") }
      Text("footer")
    }
  }
}
