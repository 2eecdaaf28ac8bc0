import Testing

@testable import Keystroke

/// A custom dynamic property holding state of the same type as the view's own.
private struct Nested: DynamicProperty {
  @State var value = 20
}

/// A dynamic property that is a class: its fields are not inline, so it is found by reflection.
private final class Shared: DynamicProperty {
  @State var value = 40
}

/// Three `Int` states, one inside a nested property, and one inside a class property.
private struct Places: View {
  @State private var first = 10
  let label: String
  var nested = Nested()
  @State private var last = 30
  let report: (_ bindings: [Binding<Int>]) -> Void

  var body: some View {
    report([$first, nested.$value, $last])
    return Text("\(label) \(first) \(nested.value) \(last)")
  }
}

private struct ClassHolder: View {
  let shared = Shared()
  let report: (Binding<Int>) -> Void

  var body: some View {
    report(shared.$value)
    return Text("shared \(shared.value)")
  }
}

/// Each dynamic property keeps its own storage, found by its place in its view, across updates.
@MainActor
@Suite struct DynamicPropertyLinkerTests {
  private func text(_ host: ViewHost) -> String? {
    host.lines.first?.trimmingCharacters(in: .whitespaces)
  }

  @Test func statesOfTheSameTypeKeepTheirOwnStorage() throws {
    var bindings: [Binding<Int>] = []
    let host = ViewHost(Places(label: "at", report: { bindings = $0 }), width: 20, height: 1)
    host.update()
    #expect(text(host) == "at 10 20 30")
    bindings[1].wrappedValue = 21
    host.update()
    #expect(text(host) == "at 10 21 30")
    bindings[2].wrappedValue = 31
    bindings[0].wrappedValue = 11
    host.update(force: true)
    #expect(text(host) == "at 11 21 31")
  }

  @Test func aClassPropertyFoundByReflectionKeepsItsState() {
    var binding: Binding<Int>?
    let host = ViewHost(ClassHolder(report: { binding = $0 }), width: 20, height: 1)
    host.update()
    #expect(text(host) == "shared 40")
    binding?.wrappedValue = 41
    host.update(force: true)
    #expect(text(host) == "shared 41")
  }
}
