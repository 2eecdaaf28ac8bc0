import Testing

@testable import Keystroke

/// A list of rows identified by an `Int`, and one identified by a string, in the order given.
private struct TallyLists: View {
  let order: RowOrder
  let expose: (String, Binding<Int>) -> Void

  var body: some View {
    VStack(spacing: 0) {
      List(order.ids, id: \.self) { id in TallyRow(label: "n\(id)", expose: expose) }
        .frame(height: 3)
      List(order.ids.map { "s\($0)" }, id: \.self) { id in TallyRow(label: id, expose: expose) }
        .frame(height: 3)
    }
  }
}

/// A row's state belongs to its identity, whatever its type: rows identified by numbers are
/// keyed by the number itself, others through `AnyHashable`, and both follow their row.
@MainActor
@Suite struct ListRowIdentityTests {
  @Test func rowStateFollowsItsIdentityWhenRowsMove() {
    let order = RowOrder()
    var bindings: [String: Binding<Int>] = [:]
    let host = ViewHost(
      TallyLists(order: order) { bindings[$0] = $1 }, width: 12, height: 6)
    host.update()
    bindings["n2"]?.wrappedValue = 5
    bindings["s2"]?.wrappedValue = 7
    host.update()
    #expect(host.lines.contains { $0.hasPrefix("n2 5") })
    // Row 2 moves to the top: its count goes with it, not with the place it left.
    order.ids = [2, 3, 1]
    host.update(force: true)
    #expect(host.lines.prefix(3).map { String($0.prefix(4)) } == ["n2 5", "n3 0", "n1 0"])
    #expect(host.lines.suffix(3).map { String($0.prefix(4)) } == ["s2 7", "s3 0", "s1 0"])
    order.ids = [4, 1]
    host.update(force: true)
    #expect(host.lines.prefix(2).map { String($0.prefix(4)) } == ["n4 0", "n1 0"])
  }
}
