import Foundation

/// A schedule for a timeline that animates: it updates as often as the terminal usefully
/// redraws, no more often than a given interval, and can be paused.
///
/// A terminal moves content by whole cells, so frames much closer together than a tenth of a
/// second mostly repeat the same cells while costing a write each (over SSH too). With no
/// interval given the schedule updates ten times a second, the pace of a terminal spinner; an
/// interval given is followed down to a sixtieth of a second, the fastest SwiftUI draws on
/// most displays.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// The dates of an animation schedule: one frame interval apart, or none while paused.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval

    /// The next frame's date; `nil` when the schedule is paused.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming?.addingTimeInterval(interval) }
      return upcoming
    }
  }

  /// The interval when none is given: ten frames a second.
  static let defaultInterval: TimeInterval = 0.1
  /// The shortest interval followed: sixty frames a second.
  static let shortestInterval: TimeInterval = 1.0 / 60

  let minimumInterval: Double?
  let paused: Bool

  /// A schedule updating no more often than every `minimumInterval` seconds (`nil`: ten
  /// times a second); `paused` stops it.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// The interval between frames.
  var frameInterval: TimeInterval {
    guard let minimumInterval, minimumInterval.isFinite else { return Self.defaultInterval }
    return max(Self.shortestInterval, minimumInterval)
  }

  /// Frames from `startDate` on; none while paused or in ``TimelineScheduleMode/lowFrequency``
  /// mode, as in SwiftUI.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let stopped = paused || mode == .lowFrequency
    return Entries(upcoming: stopped ? nil : startDate, interval: frameInterval)
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A schedule that updates ten times a second.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// A schedule updating no more often than every `minimumInterval` seconds (`nil`: ten
  /// times a second); `paused` stops it.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
