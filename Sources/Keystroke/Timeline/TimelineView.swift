import Foundation

/// A view that updates its content at the dates of a schedule.
///
/// The content is built with the schedule's last date not later than the host's clock, and
/// built again when the next date comes: only the timeline's own subtree, not the views around
/// it. The clock is the host's: the real time in a terminal, the virtual clock under `--play`
/// and in `TestHost`, which `wait:` advances. The timeline's timer stops when the view goes
/// away.
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
}

extension TimelineView {
  /// What a timeline's content is built with: the date of the update and the cadence.
  public struct Context {
    /// How often a timeline updates; slower cadences compare greater.
    public enum Cadence: Comparable, Sendable {
      /// Updates as the schedule asks.
      case live
      /// About once a second.
      case seconds
      /// About once a minute.
      case minutes
    }

    /// The schedule's date that this update shows; it may be in the past (a per-minute
    /// timeline that appears at 10:09:55 shows 10:09:00).
    public let date: Date
    /// How often the timeline updates: always ``Cadence/live`` in a terminal, where an app is
    /// never dimmed or in the background.
    public let cadence: Cadence
  }
}

/// The context every timeline's content is built with, whatever its schedule and content.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView where Content: View {
  /// Creates a timeline that builds `content` at the dates of `schedule`.
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }
}

extension TimelineView: View where Content: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TimelineView: PrimitiveView where Content: View {
  func makeElements(in context: BuildContext) -> [Element] {
    let host = AppEnvironment.current
    let now = host?.now ?? AppEnvironment.now
    let position = TimelinePosition(
      entries: schedule.entries(from: now, mode: .normal), now: now)
    let node = context.node
    let timer = node.kept { TimelineTimer(invalidation: node.invalidation) }
    if !timer.stopsOnDisappear {
      timer.stopsOnDisappear = true
      node.disappearActions.append { [weak timer] in
        timer?.stop()
        timer?.stopsOnDisappear = false
      }
    }
    timer.wait(until: position.next, on: host?.timers ?? HostTimers.unhosted)
    let shown = TimelineViewDefaultContext(date: position.date, cadence: .live)
    return context.build(content(shown), key: .index(0))
  }
}
