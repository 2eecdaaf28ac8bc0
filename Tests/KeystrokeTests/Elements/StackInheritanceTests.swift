import Testing

@testable import Keystroke

/// Where a test's screen reads what to show; a class, so the screen's value never changes.
@MainActor
private final class Switches {
  var wide = false
  var binding: Binding<Int>?
  var rule: Binding<Bool>?
  /// The count a counter starts from.
  var start = 0
}

/// A counter whose state a test changes from outside.
private struct Tick: View {
  let switches: Switches
  @State private var count = 0
  var body: some View {
    switches.binding = $count
    return Text(switches.wide ? "wide tick number \(count)" : "tick \(count)")
  }
}

/// Forty kept rows around one item that changes, and one that is a rule or a line of text.
private struct RowsAroundAChange: View {
  let switches: Switches
  @State private var rule = false
  var body: some View {
    switches.rule = $rule
    return VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<20, id: \.self) { Text("above \($0)") }
      Tick(switches: switches)
      if rule { Divider() } else { Text("no rule") }
      ForEach(0..<20, id: \.self) { Text("below \($0)") }
    }
  }
}

/// A stack that replaces one built the update before takes over its placement and what it
/// knew about its items growing; what it draws must be what a stack built afresh draws.
@MainActor
@Suite struct StackInheritanceTests {
  private func fresh(count: Int, rule: Bool, wide: Bool, columns: Int) -> [String] {
    let copy = Switches()
    copy.wide = wide
    let host = ViewHost(RowsAroundAChange(switches: copy), width: columns, height: 50)
    host.update()
    copy.binding?.wrappedValue = count
    copy.rule?.wrappedValue = rule
    host.update()
    return host.lines
  }

  @Test(arguments: [80, 140])
  func changesAmongKeptItemsDrawAsAFreshStack(columns: Int) {
    let switches = Switches()
    let host = ViewHost(RowsAroundAChange(switches: switches), width: columns, height: 50)
    host.update()
    // Each step changes the counter (same size, then a new width) or swaps the rule in or out
    // (an item that grows across the stack, then one that does not).
    let steps: [(count: Int, rule: Bool, wide: Bool)] = [
      (1, false, false), (2, false, false), (3, true, false), (4, true, true),
      (5, false, true), (6, false, false), (7, true, false),
    ]
    for step in steps {
      switches.wide = step.wide
      switches.binding?.wrappedValue = step.count
      switches.rule?.wrappedValue = step.rule
      host.update()
      #expect(
        host.lines
          == fresh(count: step.count, rule: step.rule, wide: step.wide, columns: columns))
    }
    #expect(host.lines.contains("tick 7"))
    #expect(host.lines.contains { $0.hasPrefix(String(repeating: "─", count: columns)) })
  }
}

/// A counter that is the widest row, a short one, or two lines tall, as a test says.
private struct ResizingRow: View {
  let switches: Switches
  @State private var count: Int

  init(switches: Switches) {
    self.switches = switches
    _count = State(initialValue: switches.start)
  }

  var body: some View {
    switches.binding = $count
    return switch count % 3 {
    case 0: Text("the widest row of them all, number \(count)")
    case 1: Text("short \(count)")
    default: Text("two lines\nnumber \(count)")
    }
  }
}

/// A scrolled column (or row) of kept items, centred, around one that changes its size, with
/// a marker just past the stack across its axis, where the stack's own size shows: the stack
/// is laid out along an open axis, where it takes the kept items' sizes whole.
private struct ScrolledAroundAChange: View {
  let switches: Switches
  let axis: Axis
  var body: some View {
    if axis == .vertical {
      ScrollView {
        HStack(alignment: .top, spacing: 0) {
          VStack(alignment: .center, spacing: 0) {
            ForEach(0..<10, id: \.self) { Text("row \($0)") }
            ResizingRow(switches: switches)
            ForEach(10..<30, id: \.self) { Text("row \($0)") }
          }
          Text("|end")
        }
      }
    } else {
      ScrollView(.horizontal) {
        VStack(alignment: .leading, spacing: 0) {
          HStack(alignment: .center, spacing: 1) {
            ForEach(0..<3, id: \.self) { Text("c\($0)") }
            ResizingRow(switches: switches)
            ForEach(3..<6, id: \.self) { Text("c\($0)") }
          }
          Text("end")
        }
      }
    }
  }
}

/// The same along an open axis, where a stack of kept items takes their sizes and its own
/// size from the stack it replaces.
@MainActor
@Suite struct OpenAxisStackInheritanceTests {
  /// The screen built once, with the counter at `count` from the start: no stack before it.
  private func fresh(count: Int, axis: Axis) -> [String] {
    let copy = Switches()
    copy.start = count
    let host = ViewHost(ScrolledAroundAChange(switches: copy, axis: axis), width: 70, height: 24)
    host.update()
    return host.lines
  }

  @Test(arguments: [Axis.vertical, .horizontal])
  func sizeChangesAmongKeptItemsDrawAsAFreshStack(axis: Axis) {
    let switches = Switches()
    let host = ViewHost(
      ScrolledAroundAChange(switches: switches, axis: axis), width: 70, height: 24)
    host.update()
    // Widest to short (the stack narrows), short to two lines (it grows along its axis),
    // and back to the widest, twice round.
    for count in 1...6 {
      switches.binding?.wrappedValue = count
      host.update()
      #expect(host.lines == fresh(count: count, axis: axis), "after step \(count)")
    }
    #expect(host.lines.contains { $0.contains("the widest row of them all, number 6") })
  }
}
