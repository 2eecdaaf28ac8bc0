import Foundation
import Testing

@testable import Keystroke

/// Which date a timeline shows and which it waits for, from its schedule's dates.
@Suite struct TimelinePositionTests {
  private let base = Date(timeIntervalSince1970: 1_000)

  private func at(_ seconds: Double) -> Date { base.addingTimeInterval(seconds) }

  @Test func showsTheLastDateNotLaterThanNowAndWaitsForTheNext() {
    let position = TimelinePosition(entries: [at(0), at(1), at(2)], now: at(1.5))
    #expect(position == TimelinePosition(date: at(1), next: at(2)))
  }

  @Test func aDateEqualToNowIsShownNotAwaited() {
    let position = TimelinePosition(entries: [at(0), at(1), at(2)], now: at(1))
    #expect(position == TimelinePosition(date: at(1), next: at(2)))
  }

  @Test func beforeTheFirstDateItShowsNowAndWaitsForTheFirst() {
    let position = TimelinePosition(entries: [at(5), at(8)], now: at(0))
    #expect(position == TimelinePosition(date: at(0), next: at(5)))
  }

  @Test func afterTheLastDateItShowsTheLastAndWaitsForNothing() {
    let position = TimelinePosition(entries: [at(5), at(8)], now: at(20))
    #expect(position == TimelinePosition(date: at(8), next: nil))
  }

  @Test func anEmptyScheduleShowsNow() {
    let position = TimelinePosition(entries: [Date](), now: at(3))
    #expect(position == TimelinePosition(date: at(3), next: nil))
  }

  @Test func datesOutOfOrderNeverMoveTheShownDateBack() {
    let position = TimelinePosition(entries: [at(2), at(1), at(3)], now: at(4))
    #expect(position == TimelinePosition(date: at(3), next: nil))
  }

  @Test func anEndlessScheduleFarBehindNowStopsLookingAtTheLimit() {
    let endless = sequence(first: at(-1_000_000)) { $0.addingTimeInterval(0.001) }
    let position = TimelinePosition(entries: endless, now: at(0))
    #expect(position.next == nil)
    #expect(position.date < at(0))
  }
}
