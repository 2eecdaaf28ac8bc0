/// How a ``TimelineView`` asks its schedule for dates.
///
/// A terminal app is always in front of its user, so Keystroke always asks in ``normal`` mode.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// Every date of the schedule.
  case normal
  /// The system wants fewer updates (in SwiftUI, a watch face with the wrist lowered); a
  /// schedule may answer with fewer dates, or none.
  case lowFrequency
}
