import Testing

@testable import Keystroke

/// Where a test's screen reads what to show; a class, so the screen's value never changes.
@MainActor
private final class Switches {
  var wide = false
  var binding: Binding<Int>?
  var rule: Binding<Bool>?
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
