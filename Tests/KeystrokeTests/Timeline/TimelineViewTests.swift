import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Counts body evaluations by name; held by reference, so it never makes two views differ.
@MainActor
private final class TimelineBodyLog {
  var counts: [String: Int] = [:]
  func note(_ name: String) { counts[name, default: 0] += 1 }
}

/// A view beside the timeline whose inputs never change.
private struct StillSibling: View {
  let log: TimelineBodyLog
  var body: some View {
    log.note("sibling")
    return Text("still")
  }
}

/// What a timeline's content shows: a view of its own, to count its evaluations.
private struct TickLabel: View {
  let seconds: Int
  let log: TimelineBodyLog
  var body: some View {
    log.note("label")
    return Text("t=\(seconds)")
  }
}

/// A screen with a ticking timeline, a still sibling and a button that removes the timeline.
private struct TickingScreen: View {
  let log: TimelineBodyLog
  @State private var showsTimeline = true
  var body: some View {
    log.note("screen")
    return VStack(spacing: 0) {
      if showsTimeline {
        TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 1)) { context in
          TickLabel(seconds: Int(context.date.timeIntervalSince1970), log: log)
        }
      }
      StillSibling(log: log)
      Button("Hide") { showsTimeline = false }
    }
  }
}

/// A schedule of the test's own: every ten seconds from the date it is asked from.
private struct TenSecondSteps: TimelineSchedule {
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideTo<Date> {
    stride(from: startDate, to: startDate.addingTimeInterval(1_000), by: 10)
  }
}

@MainActor
@Suite struct TimelineViewTests {
  /// Lets `seconds` of virtual time pass on `host`'s clock, firing the timers due, without
  /// the whole-screen update a script's `wait:` makes: what a terminal's real clock does.
  private func letTimePass(_ seconds: Double, on host: TestHost) {
    host.host.inContext { host.host.hostContext.advanceVirtualClock(by: .seconds(seconds)) }
  }

  @Test func aTickRebuildsTheTimelineAloneNotItsSiblingOrParent() {
    let log = TimelineBodyLog()
    let host = TestHost(
      TickingScreen(log: log), columns: 20, rows: 3, now: Date(timeIntervalSince1970: 100.5))
    #expect(host.row(containing: "t=100") != nil)
    let before = log.counts
    letTimePass(0.4, on: host)
    #expect(host.host.needsUpdate == false)
    letTimePass(0.2, on: host)
    #expect(host.host.needsUpdate)
    host.host.update()
    #expect(host.row(containing: "t=101") != nil)
    #expect(log.counts["label"] == (before["label"] ?? 0) + 1)
    #expect(log.counts["sibling"] == before["sibling"])
    #expect(log.counts["screen"] == before["screen"])
  }

  @Test func theTimelineWaitsOnTheHostsClockForItsNextDateOnly() {
    let host = TestHost(
      TickingScreen(log: TimelineBodyLog()), columns: 20, rows: 3,
      now: Date(timeIntervalSince1970: 100.5))
    let timers = host.host.hostContext.timers
    #expect(timers.nextDate == Date(timeIntervalSince1970: 101))
    letTimePass(3, on: host)
    host.host.update()
    #expect(host.row(containing: "t=103") != nil)
    #expect(timers.nextDate == Date(timeIntervalSince1970: 104))
  }

  @Test func aRemovedTimelineStopsItsTimer() throws {
    let host = TestHost(
      TickingScreen(log: TimelineBodyLog()), columns: 20, rows: 3,
      now: Date(timeIntervalSince1970: 100))
    #expect(host.host.hostContext.timers.isEmpty == false)
    try host.play("enter")
    #expect(host.row(containing: "t=") == nil)
    #expect(host.host.hostContext.timers.isEmpty)
    letTimePass(10, on: host)
    #expect(host.host.needsUpdate == false)
  }

  @Test func aHostWithNoTimelineRunsNoTimer() {
    let host = TestHost(Text("no timeline"), columns: 20, rows: 1)
    #expect(host.host.hostContext.timers.isEmpty)
  }

  @Test func anExplicitScheduleStopsAfterItsLastDate() throws {
    let start = Date(timeIntervalSince1970: 1_000)
    let dates = [start.addingTimeInterval(5), start.addingTimeInterval(8)]
    let host = TestHost(
      TimelineView(.explicit(dates)) { context in
        Text("at \(Int(context.date.timeIntervalSince(start)))")
      }, columns: 10, rows: 1, now: start)
    #expect(host.row(containing: "at 0") != nil)
    #expect(host.host.hostContext.timers.nextDate == dates[0])
    try host.play("wait:9s")
    #expect(host.row(containing: "at 8") != nil)
    #expect(host.host.hostContext.timers.isEmpty)
  }

  @Test func aPausedAnimationWaitsForNothingAndARunningOneForItsFrame() {
    let start = Date(timeIntervalSince1970: 1_000)
    let paused = TestHost(
      TimelineView(.animation(minimumInterval: nil, paused: true)) { _ in Text("paused") },
      columns: 10, rows: 1, now: start)
    #expect(paused.host.hostContext.timers.isEmpty)
    let running = TestHost(
      TimelineView(.animation) { _ in Text("running") }, columns: 10, rows: 1, now: start)
    #expect(running.host.hostContext.timers.nextDate == start.addingTimeInterval(0.1))
  }

  @Test func aCustomScheduleIsAskedFromTheHostsClock() {
    let start = Date(timeIntervalSince1970: 2_000)
    let host = TestHost(
      TimelineView(TenSecondSteps()) { context in
        Text("\(Int(context.date.timeIntervalSince1970)) \(context.cadence == .live)")
      }, columns: 12, rows: 1, now: start)
    #expect(host.row(containing: "2000 true") != nil)
    #expect(host.host.hostContext.timers.nextDate == start.addingTimeInterval(10))
  }
}
