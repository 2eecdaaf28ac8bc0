import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
      case time, date, relative, offset, timer
    }

    let kind: Kind

    /// The time of day: `1:39 PM`.
    public static let time = DateStyle(kind: .time)
    /// The day: `December 1, 2026`.
    public static let date = DateStyle(kind: .date)
    /// How far the date is from now: `2 hours, 5 minutes`.
    public static let relative = DateStyle(kind: .relative)
    /// The signed distance from now: `+2 hours` or `-5 minutes`.
    public static let offset = DateStyle(kind: .offset)
    /// A clock counting to or from the date: `2:05:09`, `4:07`.
    public static let timer = DateStyle(kind: .timer)
  }

  /// Shows a date in one of the date styles. The relative styles are worked out against the
  /// time of the update that draws the text (the virtual clock under `--play`), so they move
  /// whenever the view is redrawn, for instance by a `TimelineView`.
  nonisolated public init(_ date: Date, style: Text.DateStyle) {
    let timed = TimedDate(date: date, style: style)
    self.init(runs: [Run(string: timed.text(now: Date()), timed: style.isRelative ? timed : nil)])
  }

  /// Shows a value formatted by a format style, such as `.number`, `.percent` or
  /// `Date.FormatStyle`.
  nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// Shows a value formatted by a format style whose output is an attributed string; the
  /// characters are shown, the attributes are not.
  @_disfavoredOverload
  nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
    self.init(verbatim: String(format.format(input).characters))
  }

  /// Shows a clock counting through `timerInterval`: down to its end (`countsDown`, the
  /// default) or up from its start, held at either end outside it and stopped at `pauseTime`
  /// when one is given. Without `showsHours` the minutes go past 59 (`125:09`). Like the
  /// relative date styles it follows the clock each time the view is drawn.
  nonisolated public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let timed = TimedDate(
      date: timerInterval.lowerBound, style: .timer,
      timer: TimedDate.Timer(
        interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
        showsHours: showsHours))
    self.init(runs: [Run(string: timed.text(now: Date()), timed: timed)])
  }

  /// Shows a value formatted by a `Formatter`, or described when the formatter cannot.
  nonisolated public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
  }

  /// Shows an object formatted by a `Formatter`, or described when the formatter cannot.
  nonisolated public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? subject.description)
  }

  /// Shows a date interval, from its start to its end.
  nonisolated public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// Shows a date range, from the start to the end.
  nonisolated public init(_ dates: ClosedRange<Date>) {
    let style = TimedDate.self
    self.init(
      verbatim: style.dayAndTime(dates.lowerBound) + " – " + style.dayAndTime(dates.upperBound))
  }
}

extension Text.DateStyle {
  /// Whether the text depends on the current time.
  var isRelative: Bool { kind == .relative || kind == .offset || kind == .timer }
}

/// A date in a ``Text/DateStyle``, turned into text for a given "now".
struct TimedDate: Equatable, Sendable {
  /// A clock running through an interval (`Text(timerInterval:)`).
  struct Timer: Equatable, Sendable {
    let interval: ClosedRange<Date>
    let pauseTime: Date?
    let countsDown: Bool
    let showsHours: Bool

    /// The clock at `now`: the time left (counting down) or gone (counting up), within the
    /// interval.
    func text(now: Date) -> String {
      let moment = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
      let seconds =
        countsDown
        ? interval.upperBound.timeIntervalSince(moment)
        : moment.timeIntervalSince(interval.lowerBound)
      return TimedDate.clock(seconds, showsHours: showsHours)
    }
  }

  let date: Date
  let style: Text.DateStyle
  var timer: Timer? = nil

  /// The text at `now`. Days and times use fixed English forms (a terminal app has no locale
  /// settings to follow), in the current time zone.
  func text(now: Date) -> String {
    if let timer { return timer.text(now: now) }
    return switch style.kind {
    case .date: Self.format(date, "MMMM d, yyyy")
    case .time: Self.format(date, "h:mm a")
    case .relative: Self.distance(abs(date.timeIntervalSince(now)))
    case .offset:
      (date.timeIntervalSince(now) < 0 ? "-" : "+")
        + Self.distance(abs(date.timeIntervalSince(now)), units: 1)
    case .timer: Self.clock(abs(date.timeIntervalSince(now)))
    }
  }

  /// The day and time together: `December 1, 2026 at 1:39 PM`.
  static func dayAndTime(_ date: Date) -> String {
    format(date, "MMMM d, yyyy") + " at " + format(date, "h:mm a")
  }

  private static func format(_ date: Date, _ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }

  /// A duration in its largest `units` units: `2 hours, 5 minutes`, `1 day`, `0 seconds`.
  static func distance(_ interval: TimeInterval, units: Int = 2) -> String {
    let seconds = interval.isFinite ? Int(min(interval, 1e15)) : 0
    let parts: [(Int, String)] = [
      (seconds / 86_400, "day"), (seconds % 86_400 / 3600, "hour"), (seconds % 3600 / 60, "minute"),
      (seconds % 60, "second"),
    ]
    let shown = parts.drop { $0.0 == 0 }.prefix(units).filter { $0.0 > 0 }
    guard !shown.isEmpty else { return "0 seconds" }
    return shown.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
  }

  /// A duration as a clock: `4:07`, `2:05:09`; without hours `125:09`.
  static func clock(_ interval: TimeInterval, showsHours: Bool = true) -> String {
    let seconds = interval.isFinite ? Int(min(interval, 1e15)) : 0
    let hours = showsHours ? seconds / 3600 : 0
    let minutes = (seconds - hours * 3600) / 60
    let rest = seconds % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
  }
}
