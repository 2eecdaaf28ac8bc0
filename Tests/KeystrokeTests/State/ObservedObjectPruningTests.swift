import KeystrokeTesting
import Testing

@testable import Keystroke

private final class PrunedCounter: ObservableObject {
  @Published var value = 0
}

private struct PrunedCounterView: View {
  @ObservedObject var counter: PrunedCounter
  var body: some View { Text("value=\(counter.value)") }
}

/// The graph watches the objects views link in the current update, not every object ever
/// shown.
@MainActor
@Suite struct ObservedObjectPruningTests {
  @Test func replacingTheObjectMovesTheWatch() {
    let model = PrunedSwitchModel()
    let host = TestHost(PrunedSwitchingView(model: model), columns: 20, rows: 2)
    for index in 0..<30 {
      model.counter = PrunedCounter()
      model.counter.value = index
      host.host.update()
      #expect(host.text.contains("value=\(index)"))
      #expect(host.host.observedObjectCount <= 2)
    }
    // A change to the object shown now still redraws.
    model.counter.value = 99
    host.host.update()
    #expect(host.text.contains("value=99"))
  }
}

private final class PrunedSwitchModel: ObservableObject {
  @Published var counter = PrunedCounter()
}

private struct PrunedSwitchingView: View {
  @ObservedObject var model: PrunedSwitchModel
  var body: some View { PrunedCounterView(counter: model.counter) }
}
