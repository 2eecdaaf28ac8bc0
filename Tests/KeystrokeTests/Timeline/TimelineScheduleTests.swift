import Foundation
import Testing

@testable import Keystroke

/// The dates SwiftUI's schedules give.
@Suite struct TimelineScheduleTests {
  private let base = Date(timeIntervalSinceReferenceDate: 600_000)

  private func first<S: TimelineSchedule>(_ count: Int, of schedule: S, from date: Date) -> [Date] {
    Array(schedule.entries(from: date, mode: .normal).prefix(count))
  }

  @Test func periodicDatesKeepInStepWithTheStartDate() {
    let schedule = PeriodicTimelineSchedule.periodic(from: base.addingTimeInterval(30), by: 60)
    #expect(
      first(2, of: schedule, from: base.addingTimeInterval(100))
        == [base.addingTimeInterval(90), base.addingTimeInterval(150)])
    #expect(first(1, of: schedule, from: base) == [base.addingTimeInterval(30)])
  }

  @Test func everyMinuteStartsAtTheMinuteOfTheStartDate() {
    let schedule = EveryMinuteTimelineSchedule.everyMinute
    #expect(
      first(2, of: schedule, from: base.addingTimeInterval(55))
        == [base, base.addingTimeInterval(60)])
  }

  @Test func explicitDatesAreGivenAsTheyCame() {
    let dates = [base.addingTimeInterval(10), base.addingTimeInterval(12)]
    let schedule = ExplicitTimelineSchedule.explicit(dates)
    #expect(first(5, of: schedule, from: base.addingTimeInterval(100)) == dates)
  }

  @Test func anAnimationUpdatesTenTimesASecondUnlessToldOtherwise() {
    #expect(
      first(2, of: AnimationTimelineSchedule.animation, from: base)
        == [base, base.addingTimeInterval(0.1)])
    #expect(
      first(2, of: AnimationTimelineSchedule.animation(minimumInterval: 0.5), from: base)
        == [base, base.addingTimeInterval(0.5)])
    #expect(
      first(2, of: AnimationTimelineSchedule.animation(minimumInterval: 0.001), from: base)
        == [base, base.addingTimeInterval(1.0 / 60)])
  }

  @Test func aPausedAnimationAndOneAskedAtLowFrequencyGiveNoDates() {
    #expect(first(3, of: AnimationTimelineSchedule.animation(paused: true), from: base).isEmpty)
    let slow = AnimationTimelineSchedule().entries(from: base, mode: .lowFrequency)
    #expect(Array(slow.prefix(3)).isEmpty)
  }

  @Test func cadencesCompareSlowerAsGreater() {
    typealias Cadence = TimelineViewDefaultContext.Cadence
    #expect(Cadence.live < .seconds)
    #expect(Cadence.seconds < .minutes)
  }
}
