import Foundation
import Testing

@testable import Keystroke

/// The per-host timers on a virtual clock: what fires when the clock is advanced.
@MainActor
@Suite struct HostTimersTests {
  let start = Date(timeIntervalSinceReferenceDate: 1_000)

  @Test func ticksFireInDateOrderWithTheirOwnDates() {
    let timers = HostTimers(isVirtual: true)
    var log: [String] = []
    _ = timers.add(interval: 2, start: start) {
      log.append("two@\($0.timeIntervalSince(self.start))")
    }
    _ = timers.add(interval: 3, start: start) {
      log.append("three@\($0.timeIntervalSince(self.start))")
    }
    var clock: [Double] = []
    let fired = timers.fireDue(until: start.addingTimeInterval(6)) {
      clock.append($0.timeIntervalSince(start))
    }
    #expect(fired == 5)
    #expect(log == ["two@2.0", "three@3.0", "two@4.0", "two@6.0", "three@6.0"])
    #expect(clock == [2, 3, 4, 6, 6])
    #expect(timers.nextDate == start.addingTimeInterval(8))
  }

  @Test func nothingFiresBeforeTheFirstInterval() {
    let timers = HostTimers(isVirtual: true)
    var count = 0
    _ = timers.add(interval: 1, start: start) { _ in count += 1 }
    #expect(timers.fireDue(until: start.addingTimeInterval(0.999)) == 0)
    #expect(count == 0)
  }

  @Test func aRemovedTimerStops() {
    let timers = HostTimers(isVirtual: true)
    var count = 0
    let id = timers.add(interval: 1, start: start) { _ in count += 1 }
    timers.fireDue(until: start.addingTimeInterval(2))
    timers.remove(id)
    timers.fireDue(until: start.addingTimeInterval(10))
    #expect(count == 2)
    #expect(timers.isEmpty)
  }

  @Test func aTinyIntervalAndALongWaitStopAtTheTickLimit() {
    let timers = HostTimers(isVirtual: true)
    var count = 0
    _ = timers.add(interval: 0, start: start) { _ in count += 1 }
    let end = start.addingTimeInterval(3_600)
    #expect(timers.fireDue(until: end) == HostTimers.tickLimit)
    #expect(count == HostTimers.tickLimit)
    #expect((timers.nextDate ?? .distantPast) > end)
  }

  @Test func nonFiniteIntervalsAreClamped() {
    let timers = HostTimers(isVirtual: true)
    var count = 0
    _ = timers.add(interval: .nan, start: start) { _ in count += 1 }
    _ = timers.add(interval: -5, start: start) { _ in count += 1 }
    #expect(timers.fireDue(until: start.addingTimeInterval(0.0025)) == 4)
  }
}
