import Testing

@testable import Keystroke

/// A counter with its own state, which a test changes from outside.
private struct Tally: View {
  let expose: (Binding<Int>) -> Void
  @State private var count = 0
  var body: some View {
    expose($count)
    return VStack {
      Text("tally \(count)")
      Text("unchanged")
    }
  }
}

/// What an update replaces is freed after its frame is sent, or by the next update at the
/// latest: never kept longer.
@MainActor
@Suite struct RetiredOutputTests {
  @Test func theReplacedTreeWaitsForTheReleaseThatFollowsTheFrame() {
    var tally: Binding<Int>?
    let host = ViewHost(Tally { tally = $0 }, width: 30, height: 4)
    host.update()
    weak let first = host.rootElement
    weak let firstRecord = host.interactions
    #expect(first != nil)
    tally?.wrappedValue = 1
    host.update()
    #expect(host.lines.contains { $0.contains("tally 1") })
    #expect(first != nil && first !== host.rootElement)
    #expect(firstRecord != nil && firstRecord !== host.interactions)
    host.releaseRetired()
    #expect(first == nil)
    #expect(firstRecord == nil)
  }

  @Test func withoutAReleaseTheNextUpdateFreesIt() {
    var tally: Binding<Int>?
    let host = ViewHost(Tally { tally = $0 }, width: 30, height: 4)
    weak let initialRecord = host.interactions
    host.update()
    weak let first = host.rootElement
    weak let firstRecord = host.interactions
    for count in 1...2 {
      tally?.wrappedValue = count
      host.update()
    }
    #expect(host.lines.contains { $0.contains("tally 2") })
    // Two updates on, neither the first tree and record nor the one before them is kept.
    #expect(first == nil)
    #expect(firstRecord == nil)
    #expect(initialRecord == nil)
  }
}
