import Dispatch
import Foundation

/// How a schedule is being asked for dates.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// Every date of the schedule.
  case normal
  /// The system wants fewer updates.
  case lowFrequency
}

/// A sequence of dates at which a ``TimelineView`` redraws.
public protocol TimelineSchedule {
  /// The dates.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The dates from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Redraws at a fixed interval from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
  /// The dates of a periodic schedule.
  public struct Entries: Sequence, IteratorProtocol {
    var upcoming: Date
    let interval: TimeInterval

    /// The next date.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }

  let start: Date
  let interval: TimeInterval

  /// A schedule every `interval` seconds from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = max(0.01, interval)
  }

  /// The dates at or after the latest tick not later than `startDate`.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let elapsed = startDate.timeIntervalSince(start)
    let ticks = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
    return Entries(upcoming: start.addingTimeInterval(ticks * interval), interval: interval)
  }
}

/// Redraws at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  /// Creates the schedule.
  public init() {}

  /// The starts of minutes from `startDate`'s minute on.
  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule.Entries(
      upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// A view that redraws on a schedule, giving its content the current date.
///
/// Under `--play` the date is the virtual clock's, which `wait:` advances.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
  /// What the content is built with.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  /// Creates a timeline that rebuilds `content` at the schedule's dates.
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TimelineView: View {}

extension TimelineView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let now = AppEnvironment.now
    let elements = context.build(content(Context(date: now)), key: .index(0))
    guard !AppEnvironment.isHeadless else { return elements }
    let next = schedule.entries(from: now, mode: .normal).lazy.first { $0 > now }
    guard let next else { return elements }
    let timer = context.node.kept { TimelineTimer() }
    timer.schedule(at: next, invalidation: context.node.graph.invalidation)
    return elements
  }
}

/// What a timeline's content is built with.
public struct TimelineViewDefaultContext {
  /// The date of this redraw.
  public let date: Date
}

/// The one pending redraw of a timeline; dropped with its view.
@MainActor
final class TimelineTimer {
  private var scheduled: Date?
  private var generation = 0

  init() {}

  /// Asks for an update at `date`, unless one is already pending for it.
  func schedule(at date: Date, invalidation: InvalidationFlag) {
    guard scheduled != date else { return }
    scheduled = date
    generation += 1
    let expected = generation
    let delay = max(0, date.timeIntervalSinceNow)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == expected else { return }
        self.scheduled = nil
        invalidation.raise()
      }
    }
  }
}
