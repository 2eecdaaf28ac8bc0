import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

private final class Events {
  var log: [String] = []
}

private struct Appearing: View {
  let events: Events
  @State private var shown = true

  var body: some View {
    VStack {
      if shown {
        Text("child")
          .onAppear { events.log.append("appear") }
          .onDisappear { events.log.append("disappear") }
      }
      Button("Toggle") { shown.toggle() }
    }
  }
}

private struct Loading: View {
  @State private var status = "loading"

  var body: some View {
    Text(status)
      .task {
        await Task.yield()
        status = "loaded"
      }
  }
}

private struct Clock: View {
  var body: some View {
    TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 1)) { context in
      Text("t=\(Int(context.date.timeIntervalSince1970))")
    }
  }
}

@MainActor
@Suite(.serialized) struct LifecycleTests {
  @Test func appearAndDisappearRunOncePerAppearance() throws {
    let events = Events()
    let host = TestHost(Appearing(events: events), columns: 20, rows: 3)
    host.host.update(force: true)
    #expect(events.log == ["appear"])
    try host.play("enter")
    #expect(events.log == ["appear", "disappear"])
    try host.play("enter")
    #expect(events.log == ["appear", "disappear", "appear"])
  }

  @Test func taskRunsAsyncWorkAndItsStateChangeRedraws() async throws {
    let host = TestHost(Loading(), columns: 10, rows: 1)
    #expect(host.lines == ["loading"].map { " " + $0 })
    for _ in 0..<400 where host.host.needsUpdate == false {
      try await Task.sleep(for: .milliseconds(5))
    }
    host.host.update()
    #expect(host.lines == ["  loaded"])
  }

  @Test func timelineFollowsTheVirtualClock() throws {
    let host = TestHost(Clock(), columns: 10, rows: 1, now: Date(timeIntervalSince1970: 100))
    #expect(host.lines == ["  t=100"])
    try host.play("wait:25s")
    #expect(host.lines == ["  t=125"])
  }
}
