import Foundation

/// How a ``DatePicker`` writes and reads a date as text: `yyyy-MM-dd`, `HH:mm`, `HH:mm:ss` or
/// the day and the time together, in a calendar's time zone, always 24-hour so it reads back.
struct DateFieldFormat: Sendable {
  /// Why typed text is not a date the picker can take.
  enum Problem: Error, Equatable {
    /// It does not match the pattern, or names a day that does not exist.
    case unreadable(pattern: String)
    /// It is a date outside the allowed range.
    case outOfRange

    /// A short message for beside the field.
    var message: String {
      switch self {
      case .unreadable(let pattern): return "expected " + pattern
      case .outOfRange: return "out of range"
      }
    }
  }

  let showsDate: Bool
  let showsTime: Bool
  let showsSeconds: Bool
  let calendar: Calendar

  init(components: DatePickerComponents, calendar: Calendar) {
    showsSeconds = components.contains(.hourMinuteAndSecond)
    showsTime = showsSeconds || components.contains(.hourAndMinute)
    showsDate = components.contains(.date) || !showsTime
    self.calendar = calendar
  }

  /// The pattern shown as the field's prompt.
  var pattern: String {
    let time = showsSeconds ? "HH:mm:ss" : "HH:mm"
    switch (showsDate, showsTime) {
    case (true, true): return "yyyy-MM-dd " + time
    case (true, false): return "yyyy-MM-dd"
    default: return time
    }
  }

  /// `date` as the field shows it.
  func string(from date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let day =
      String(format: "%04d", parts.year ?? 0) + "-" + Self.pad(parts.month) + "-"
      + Self.pad(parts.day)
    var time = Self.pad(parts.hour) + ":" + Self.pad(parts.minute)
    if showsSeconds { time += ":" + Self.pad(parts.second) }
    switch (showsDate, showsTime) {
    case (true, true): return day + " " + time
    case (true, false): return day
    default: return time
    }
  }

  /// The date typed in `text`: the parts the field does not show are taken from `base`.
  func date(from text: String, base: Date, in range: ClosedRange<Date>? = nil)
    -> Result<Date, Problem>
  {
    let unreadable = Problem.unreadable(pattern: pattern)
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count == (showsDate && showsTime ? 2 : 1) else { return .failure(unreadable) }
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: base)
    if showsDate {
      let day = words[0].split(separator: "-", omittingEmptySubsequences: false)
      guard day.count == 3, day[0].count == 4, day[1].count == 2, day[2].count == 2,
        let year = Int(day[0]), let month = Int(day[1]), let dayOfMonth = Int(day[2]),
        (1...12).contains(month), (1...31).contains(dayOfMonth)
      else { return .failure(unreadable) }
      parts.year = year
      parts.month = month
      parts.day = dayOfMonth
    }
    if showsTime {
      let clock = words[words.count - 1].split(separator: ":", omittingEmptySubsequences: false)
      guard clock.count == (showsSeconds ? 3 : 2), clock.allSatisfy({ $0.count == 2 }),
        let hour = Int(clock[0]), let minute = Int(clock[1]), (0...23).contains(hour),
        (0...59).contains(minute)
      else { return .failure(unreadable) }
      parts.hour = hour
      parts.minute = minute
      if showsSeconds {
        guard let second = Int(clock[2]), (0...59).contains(second) else {
          return .failure(unreadable)
        }
        parts.second = second
      } else {
        parts.second = 0
      }
    }
    parts.nanosecond = 0
    guard let date = calendar.date(from: parts),
      calendar.component(.day, from: date) == parts.day
    else { return .failure(unreadable) }
    if let range, !range.contains(date) { return .failure(.outOfRange) }
    return .success(date)
  }

  private static func pad(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
}
