import Testing

@testable import Keystroke

/// Tallies in a `ForEach` outside a list, identified by numbers, by strings and by another
/// type, and one tally whose identity is given with `.id(_:)`.
private struct Tallies: View {
  let order: RowOrder
  let expose: (String, Binding<Int>) -> Void

  var body: some View {
    VStack(spacing: 0) {
      ForEach(order.ids, id: \.self) { TallyRow(label: "n\($0)", expose: expose) }
      ForEach(order.ids.map { "s\($0)" }, id: \.self) { TallyRow(label: $0, expose: expose) }
      ForEach(order.ids.map { Double($0) }, id: \.self) {
        TallyRow(label: "d\(Int($0))", expose: expose)
      }
      TallyRow(label: "e", expose: expose).id(order.explicit)
    }
  }
}

/// Identities of `String` and `Int` are kept as themselves, not boxed; every other type goes
/// through `AnyHashable`. Whichever way, a child's state follows its identity.
@MainActor
@Suite struct ChildKeyTests {
  /// The tallies on screen, without the space the stack is centred in.
  private func shown(_ host: ViewHost) -> [String] {
    host.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func stringAndNumberIdentitiesAreHeldUnboxedAndAgreeWithTheirBoxes() {
    #expect(ChildKey.identity("row") == .stringID("row"))
    #expect(ChildKey.identity(7) == .numberID(7))
    #expect(ChildKey.identity(2.5) == .id(AnyHashable(2.5)))
    #expect(ChildKey.identity(boxed: AnyHashable("row")) == ChildKey.identity("row"))
    #expect(ChildKey.identity(boxed: AnyHashable(7)) == ChildKey.identity(7))
    #expect(ChildKey.identity(boxed: AnyHashable(2.5)) == ChildKey.identity(2.5))
    // The framework's own names never meet a user's identity of the same spelling.
    #expect(ChildKey.named(.tab("Projects")) != .stringID("Projects"))
    #expect(ChildKey.named(.window(1)) != .named(.commands(window: "1", index: 0)))
  }

  @Test func stateFollowsEachKindOfIdentityWhenTheOrderChanges() {
    let order = RowOrder()
    var bindings: [String: Binding<Int>] = [:]
    let host = ViewHost(Tallies(order: order) { bindings[$0] = $1 }, width: 10, height: 10)
    host.update()
    for label in ["n2", "s2", "d2", "e"] { bindings[label]?.wrappedValue = 4 }
    host.update()
    order.ids = [3, 2]
    host.update(force: true)
    #expect(shown(host) == ["n3 0", "n2 4", "s3 0", "s2 4", "d3 0", "d2 4", "e 4"])
    // A new explicit identity starts the tally over.
    order.explicit = "y"
    host.update(force: true)
    #expect(shown(host).last == "e 0")
  }
}
