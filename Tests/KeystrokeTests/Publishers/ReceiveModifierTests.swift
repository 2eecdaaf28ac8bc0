import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Counts the ticks of a one-second timer.
private struct Ticker: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  let start: Date
  @State private var ticks = 0
  @State private var last = "-"

  var body: some View {
    Text("Ticks: \(ticks) at +\(last)s")
      .onReceive(timer) { date in
        ticks += 1
        last = String(Int(date.timeIntervalSince(start)))
      }
  }
}

/// Whether the ticker is on screen, and how many ticks it saw.
@MainActor
private final class TickerSwitch: ObservableObject {
  @Published var shown = true
  var ticks = 0
}

/// A ticker that can be taken off screen; its ticks go to the switch.
private struct SwitchableTicker: View {
  @ObservedObject var model: TickerSwitch

  var body: some View {
    VStack {
      if model.shown {
        Text("ticking")
          .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
            model.ticks += 1
          }
      }
      Text("Seen: \(model.ticks)")
    }
  }
}

/// A model whose value a view follows through `$value`.
private final class Level: ObservableObject {
  @Published var value = 1
}

/// Shows what each kind of publisher sent it.
private struct Listener: View {
  let level: Level
  let center: NotificationCenter
  let events: PassthroughSubject<String, Never>
  @State private var received = "none"
  @State private var note = "none"
  @State private var event = "none"
  @State private var greeting = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text("Level: \(received)")
      Text("Note: \(note)")
      Text("Event: \(event)")
      Text("Just: \(greeting)")
    }
    .onReceive(level.$value) { received = String($0) }
    .onReceive(center.publisher(for: .listenerPing)) { note = $0.object as? String ?? "?" }
    .onReceive(events) { event = $0 }
    .onReceive(Just("hello")) { greeting = $0 }
  }
}

extension Notification.Name {
  fileprivate static let listenerPing = Notification.Name("ReceiveModifierTests.ping")
}

/// `.onReceive` in views on a TestHost: timers on the host's virtual clock, subscriptions that
/// end with the view, values from subjects, `$value`, notifications and `Just`.
@MainActor
@Suite struct ReceiveModifierTests {
  let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

  @Test(arguments: [80, 140])
  func aTimerTicksOnTheVirtualClock(columns: Int) throws {
    let host = TestHost(Ticker(start: start), columns: columns, rows: 5, now: start)
    #expect(host.text.contains("Ticks: 0 at +-s"))
    try host.play("wait:500ms")
    #expect(host.text.contains("Ticks: 0 at +-s"))
    try host.play("wait:500ms")
    #expect(host.text.contains("Ticks: 1 at +1s"))
    try host.play("wait:3s")
    #expect(host.text.contains("Ticks: 4 at +4s"))
  }

  @Test func twoHostsKeepTheirOwnClocks() throws {
    let first = TestHost(Ticker(start: start), columns: 80, rows: 3, now: start)
    let second = TestHost(Ticker(start: start), columns: 80, rows: 3, now: start)
    try first.play("wait:5s")
    try second.play("wait:2s")
    #expect(first.text.contains("Ticks: 5"))
    #expect(second.text.contains("Ticks: 2"))
  }

  @Test func theTimerStopsWhenItsViewLeavesTheScreen() throws {
    let model = TickerSwitch()
    let host = TestHost(SwitchableTicker(model: model), columns: 80, rows: 4, now: start)
    try host.play("wait:2s")
    #expect(model.ticks == 2)
    #expect(!host.host.hostContext.timers.isEmpty)
    model.shown = false
    host.host.update()
    try host.play("wait:5s")
    #expect(model.ticks == 2)
    #expect(host.lines.contains { $0.contains("Seen: 2") })
    #expect(host.host.hostContext.timers.isEmpty)
  }

  @Test(arguments: [80, 140])
  func valuesFromSubjectsPublishedNotificationsAndJustUpdateTheView(columns: Int) {
    let level = Level()
    let center = NotificationCenter()
    let events = PassthroughSubject<String, Never>()
    let host = TestHost(
      Listener(level: level, center: center, events: events), columns: columns, rows: 6)
    // The first values (the level's current one, Just's) arrive after the first update and
    // are drawn by the next.
    host.host.update()
    #expect(host.text.contains("Level: 1"))
    #expect(host.text.contains("Just: hello"))
    #expect(host.text.contains("Event: none"))
    // Sent during the host's work (as from a button's action), values arrive at once.
    host.host.inContext {
      level.value = 42
      center.post(name: .listenerPing, object: "pong")
      events.send("saved")
    }
    host.host.update()
    #expect(host.text.contains("Level: 42"))
    #expect(host.text.contains("Note: pong"))
    #expect(host.text.contains("Event: saved"))
  }

  @Test func aValueSentFromAnotherThreadArrivesOnTheMainActor() async {
    let events = PassthroughSubject<String, Never>()
    let host = TestHost(
      Listener(level: Level(), center: NotificationCenter(), events: events), columns: 80,
      rows: 6)
    let sender = UncheckedSubject(subject: events)
    await Task.detached { sender.subject.send("from afar") }.value
    for _ in 0..<200 where !host.text.contains("from afar") {
      try? await Task.sleep(for: .milliseconds(5))
      host.host.update()
    }
    #expect(host.text.contains("Event: from afar"))
  }
}

/// A subject handed to another thread for one test.
private struct UncheckedSubject: @unchecked Sendable {
  let subject: PassthroughSubject<String, Never>
}
