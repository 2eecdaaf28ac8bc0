import Keystroke

// Views that update on a schedule, written as apps write them: a clock that ticks every
// second, a minute-by-minute status line that hides seconds at a slow cadence, a reminder
// that changes at set times, a spinner that animates until paused, and a schedule of the
// app's own.

/// A clock in the corner of a dashboard.
struct TickingClock: View {
  /// When the clock's seconds tick; `.now` in an app.
  var start: Date = .now

  var body: some View {
    // compat: TimelineView
    TimelineView(.periodic(from: start, by: 1)) { context in
      Text(context.date, style: .time)
    }
  }
}

/// The clock again, written with the schedule's own names.
struct SecondsSinceStart: View {
  let start: Date

  var body: some View {
    // compat: PeriodicTimelineSchedule
    TimelineView(PeriodicTimelineSchedule(from: start, by: 1)) { context in
      Text("Up \(Int(context.date.timeIntervalSince(start)))s")
    }
  }
}

/// A status line that updates at the start of each minute.
struct MinuteStatus: View {
  var body: some View {
    // compat: EveryMinuteTimelineSchedule
    TimelineView(.everyMinute) { context in
      // compat: TimelineView.Context
      let showSeconds = context.cadence <= .seconds
      Text("Updated ") + Text(context.date, style: showSeconds ? .time : .date)
    }
  }
}

/// A reminder that changes at the dates it was given, and stays after the last.
struct BreakReminder: View {
  let dates: [Date]

  var body: some View {
    // compat: ExplicitTimelineSchedule
    TimelineView(.explicit(dates)) { context in
      let passed = dates.filter { $0 <= context.date }.count
      Text(passed == 0 ? "Focus" : "Break \(passed) of \(dates.count)")
    }
  }
}

/// A spinner that turns while work runs.
struct WorkSpinner: View {
  let isWorking: Bool
  let start: Date
  private let frames = ["|", "/", "-", "\\"]

  var body: some View {
    // compat: AnimationTimelineSchedule
    TimelineView(.animation(minimumInterval: 0.25, paused: !isWorking)) { context in
      let frame = Int(context.date.timeIntervalSince(start) / 0.25) % frames.count
      Text(isWorking ? "\(frames[frame]) Working" : "Done")
    }
  }
}

/// A pulse at the animation schedule's own pace.
struct Pulse: View {
  var body: some View {
    TimelineView(.animation) { context in
      let phase = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 1)
      Text(phase < 0.5 ? "●" : "○")
    }
  }
}

// compat: TimelineSchedule
/// Updates on the hour, every hour: a schedule of the app's own.
struct HourlySchedule: TimelineSchedule {
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    let hour = (startDate.timeIntervalSinceReferenceDate / 3600).rounded(.down) * 3600
    let first = Date(timeIntervalSinceReferenceDate: hour)
    let count = mode == .lowFrequency ? 2 : 24
    return (0..<count).map { first.addingTimeInterval(Double($0) * 3600) }
  }
}

/// A chime that rings the hour.
struct HourChime: View {
  var body: some View {
    TimelineView(HourlySchedule()) { context in
      // compat: TimelineViewDefaultContext
      let describe: (TimelineViewDefaultContext) -> String = { context in
        "Hour \(Int(context.date.timeIntervalSinceReferenceDate / 3600) % 24)"
      }
      Text(describe(context))
    }
  }
}
