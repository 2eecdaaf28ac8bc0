import Observation
import Testing

@testable import Keystroke

/// A view that shows a counter kept in `@State` and hands its binding to the test.
private struct Counter: View {
  @State private var count = 0
  let expose: (Binding<Int>) -> Void

  var body: some View {
    expose($count)
    return Text("count \(count)")
  }
}

private struct Switcher: View {
  let flag: Box<Bool>
  var showFirst: Bool { flag.value }
  let expose: (Binding<Int>) -> Void

  var body: some View {
    if showFirst {
      Counter(expose: expose)
    } else {
      Text("other")
    }
  }
}

private final class Model: ObservableObject {
  @Published var name = "first"
}

private struct ModelView: View {
  @ObservedObject var model: Model
  var body: some View { Text(model.name) }
}

private struct EnvironmentModelView: View {
  @EnvironmentObject var model: Model
  var body: some View { Text("env " + model.name) }
}

@Observable
private final class Tracked {
  var value = 1
}

private struct TrackedView: View {
  let tracked: Tracked
  var body: some View { Text("value \(tracked.value)") }
}

/// A view generic over what it holds: plain for some arguments, stateful for others.
private struct Holder<Stored: DynamicProperty>: View {
  let stored: Stored
  let text: (Stored) -> String
  var body: some View { Text(text(stored)) }
}

/// A custom dynamic property with state inside.
private struct Tally: DynamicProperty {
  @State var count = 0
}

private struct NoState: DynamicProperty {}

private struct GreetingKey: EnvironmentKey {
  static let defaultValue = "hello"
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

private struct GreetingView: View {
  @Environment(\.greeting) private var greeting
  var body: some View { Text(greeting) }
}

@MainActor
@Suite struct StateTests {
  @Test func stateSurvivesReevaluationAndChangesRerender() {
    var binding: Binding<Int>?
    let host = ViewHost(Counter { binding = $0 }, width: 10, height: 1)
    host.update()
    #expect(host.lines == [" count 0"])
    #expect(!host.needsUpdate)
    binding?.wrappedValue = 3
    #expect(host.needsUpdate)
    #expect(host.update())
    #expect(host.lines == [" count 3"])
    host.update(force: true)
    #expect(host.lines == [" count 3"])
  }

  @Test func plainAndStatefulInstancesOfOneGenericViewAreLinkedApart() {
    // The linker remembers types without dynamic properties; a stateful instance of the same
    // generic view must still get its state.
    let plain = ViewHost(Holder(stored: NoState()) { _ in "plain" }, width: 8, height: 1)
    plain.update()
    plain.update(force: true)
    #expect(plain.lines.map { String($0.drop { $0 == " " }) } == ["plain"])
    var tally: Tally?
    let stateful = ViewHost(
      Holder(stored: Tally()) { stored in
        tally = stored
        return "n \(stored.count)"
      }, width: 8, height: 1)
    stateful.update()
    tally?.count = 4
    #expect(stateful.needsUpdate)
    stateful.update()
    #expect(stateful.lines.map { String($0.drop { $0 == " " }) } == ["n 4"])
  }

  @Test func nothingIsDrawnWhenNothingChanged() {
    let host = ViewHost(Counter { _ in }, width: 10, height: 1)
    #expect(host.update())
    #expect(!host.update())
  }

  @Test func stateResetsWhenItsBranchGoesAway() {
    var binding: Binding<Int>?
    let flag = Box(true)
    let host = ViewHost(Switcher(flag: flag) { binding = $0 }, width: 10, height: 1)
    host.update()
    binding?.wrappedValue = 5
    host.update()
    #expect(host.lines == [" count 5"])
    flag.value = false
    host.update(force: true)
    #expect(host.lines == ["  other"])
    flag.value = true
    host.update(force: true)
    #expect(host.lines == [" count 0"])
  }

  @Test func explicitIdentityChangeResetsState() {
    var binding: Binding<Int>?
    let token = Box(1)
    let host = ViewHost(IdentityProbe(token: token) { binding = $0 }, width: 10, height: 1)
    host.update()
    binding?.wrappedValue = 7
    host.update()
    #expect(host.lines == [" count 7"])
    token.value = 2
    host.update(force: true)
    #expect(host.lines == [" count 0"])
  }

  @Test func publishedChangesRerender() {
    let model = Model()
    let host = ViewHost(ModelView(model: model), width: 10, height: 1)
    host.update()
    #expect(host.lines == ["  first"])
    model.name = "second"
    #expect(host.needsUpdate)
    host.update()
    #expect(host.lines == ["  second"])
  }

  @Test func environmentObjectReachesDescendants() {
    let model = Model()
    let host = ViewHost(
      VStack { EnvironmentModelView() }.environmentObject(model), width: 12, height: 1)
    host.update()
    #expect(host.lines == [" env first"])
    model.name = "two"
    host.update()
    #expect(host.lines == ["  env two"])
  }

  @Test func observableChangesRerenderWhatReadThem() async {
    let tracked = Tracked()
    let host = ViewHost(TrackedView(tracked: tracked), width: 10, height: 1)
    host.update()
    #expect(host.lines == [" value 1"])
    tracked.value = 2
    #expect(host.needsUpdate)
    host.update()
    #expect(host.lines == [" value 2"])
  }

  @Test func customEnvironmentKeysHaveDefaultsAndOverrides() {
    let host = ViewHost(
      VStack {
        GreetingView()
        GreetingView().environment(\.greeting, "hi")
      }, width: 5, height: 2)
    host.update()
    #expect(host.lines == ["hello", " hi"])
  }

  @Test func forEachKeepsStateWithItsElement() {
    var bindings: [String: Binding<Int>] = [:]
    let order = Box(["a", "b"])
    let host = ViewHost(ReorderProbe(order: order) { bindings[$0] = $1 }, width: 10, height: 2)
    host.update()
    bindings["b"]?.wrappedValue = 9
    host.update()
    #expect(host.lines == [" count 0", " count 9"])
    order.value = ["b", "a"]
    host.update(force: true)
    #expect(host.lines == [" count 9", " count 0"])
  }
}

/// A reference the test can change between updates.
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

private struct IdentityProbe: View {
  let token: Box<Int>
  let expose: (Binding<Int>) -> Void
  var body: some View { Counter(expose: expose).id(token.value) }
}

private struct ReorderProbe: View {
  let order: Box<[String]>
  let expose: (String, Binding<Int>) -> Void
  var body: some View {
    VStack {
      ForEach(order.value, id: \.self) { name in
        Counter { expose(name, $0) }
      }
    }
  }
}
