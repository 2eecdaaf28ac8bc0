import Foundation

/// Reads and writes the times the user types and sees: a time of day (on a given day) or a
/// date with a time, shown in 24-hour (`14:05`) or 12-hour (`2:05 PM`) form.
///
/// Reading accepts both forms whatever the setting — `21:05`, `9:05 PM`, `9:05pm`, `9:05:30 PM`
/// — so the editor takes back what it shows and what the user types out of habit.
public struct ClockFormat: Sendable, Equatable {
  /// The calendar (and time zone) days and times are read in.
  public let calendar: Calendar
  /// Whether times are shown as `14:05` (`true`) or `2:05 PM`.
  public let uses24Hours: Bool

  /// Creates a format.
  public init(calendar: Calendar = .current, uses24Hours: Bool = true) {
    self.calendar = calendar
    self.uses24Hours = uses24Hours
  }

  /// Parses a time of day on the day of `day`, or a date with a time (`yyyy-MM-dd` then the
  /// time); `nil` when it is neither. A time is `H:mm` or `H:mm:ss`, in 24-hour form or
  /// followed by `AM`/`PM` (any case, with or without a space).
  public func parse(_ text: String, onDayOf day: Date) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    var parts = trimmed.split(separator: " ", omittingEmptySubsequences: true)
    // A separate AM/PM word belongs to the time before it.
    if parts.count >= 2, Self.meridiem(of: parts[parts.count - 1]) != nil {
      let marker = parts.removeLast()
      parts[parts.count - 1] += marker
    }
    var components: DateComponents
    let clock: Substring
    switch parts.count {
    case 1:
      components = calendar.dateComponents([.year, .month, .day], from: day)
      clock = parts[0]
    case 2:
      let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
      guard date.count == 3, date[0].count == 4, let year = Int(date[0]),
        let month = Int(date[1]), let dayOfMonth = Int(date[2]), (1...12).contains(month),
        (1...31).contains(dayOfMonth)
      else { return nil }
      components = DateComponents(year: year, month: month, day: dayOfMonth)
      clock = parts[1]
    default:
      return nil
    }
    guard let (hour, minute, second) = Self.timeOfDay(clock) else { return nil }
    components.hour = hour
    components.minute = minute
    components.second = second
    guard let date = calendar.date(from: components),
      calendar.component(.day, from: date) == components.day
    else { return nil }
    return date
  }

  /// `AM` or `PM` (any case, `a.m.` too) as `false` or `true`; `nil` for anything else.
  private static func meridiem(of text: Substring) -> Bool? {
    switch text.lowercased().replacingOccurrences(of: ".", with: "") {
    case "am": false
    case "pm": true
    default: nil
    }
  }

  /// Hour, minute and second of `H:mm`, `H:mm:ss`, optionally followed by AM/PM.
  private static func timeOfDay(_ text: Substring) -> (Int, Int, Int)? {
    var clock = text
    var afternoon: Bool?
    let letters = clock.reversed().prefix { $0.isLetter || $0 == "." }
    if !letters.isEmpty {
      guard let marker = meridiem(of: clock.suffix(letters.count)) else { return nil }
      afternoon = marker
      clock = clock.dropLast(letters.count)
    }
    let fields = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(fields.count), (1...2).contains(fields[0].count),
      fields.dropFirst().allSatisfy({ $0.count == 2 }),
      fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      var hour = Int(fields[0]), let minute = Int(fields[1]), (0...59).contains(minute)
    else { return nil }
    let second = fields.count == 3 ? Int(fields[2]) : 0
    guard let second, (0...59).contains(second) else { return nil }
    if let afternoon {
      guard (1...12).contains(hour) else { return nil }
      hour = hour % 12 + (afternoon ? 12 : 0)
    }
    guard (0...23).contains(hour) else { return nil }
    return (hour, minute, second)
  }

  /// The time of day for the edit form, in the form the user chose (`09:00`, `9:00 AM`), with
  /// seconds when there are any (`09:00:30`), so it reads back to the same second.
  public func editableTime(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
    let hour = parts.hour ?? 0
    let seconds = (parts.second ?? 0) == 0 ? "" : ":" + pad(parts.second ?? 0)
    let minutes = ":" + pad(parts.minute ?? 0) + seconds
    guard !uses24Hours else { return pad(hour) + minutes }
    return "\(hour % 12 == 0 ? 12 : hour % 12)" + minutes + (hour < 12 ? " AM" : " PM")
  }

  /// `yyyy-MM-dd` and the time of day, for the edit form.
  public func editableDateTime(_ date: Date) -> String {
    isoDay(date) + " " + editableTime(date)
  }

  /// The day as `yyyy-MM-dd`.
  public func isoDay(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return "\(parts.year ?? 0)-" + pad(parts.month ?? 0) + "-" + pad(parts.day ?? 0)
  }

  /// The instant in ISO 8601 with this calendar's offset (`2026-01-05T09:00:30Z`,
  /// `2026-01-05T10:00:30+01:00`), for files other programs read.
  public func iso8601(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = calendar.timeZone
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }

  /// The time of day as the user chose to see it: `14:05` or `2:05 PM`.
  public func time(_ date: Date) -> String {
    // The clock time is the local offset from midnight in any calendar: the time zone's
    // offset at that instant gives it without asking the calendar for components, which the
    // entry list does twice for every row it draws.
    let local =
      Int(date.timeIntervalSince1970.rounded(.down)) + calendar.timeZone.secondsFromGMT(for: date)
    let secondsIntoDay = ((local % 86_400) + 86_400) % 86_400
    let hour = secondsIntoDay / 3_600
    let minute = pad(secondsIntoDay % 3_600 / 60)
    guard !uses24Hours else { return pad(hour) + ":" + minute }
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    return "\(twelve):\(minute) " + (hour < 12 ? "AM" : "PM")
  }

  /// ``time(_:)`` at a fixed width, for columns: ` 9:05 AM` lines up under `10:05 AM`.
  public func alignedTime(_ date: Date) -> String {
    let text = time(date)
    return text.count < 8 && !uses24Hours ? " " + text : text
  }

  /// `locale` with this format's clock: the same language and region, with a 24-hour
  /// (`zeroToTwentyThree`) or 12-hour (`oneToTwelve`) hour cycle, for views that follow the
  /// environment's locale, such as a `DatePicker`.
  public func locale(basedOn locale: Locale) -> Locale {
    var components = Locale.Components(locale: locale)
    components.hourCycle = uses24Hours ? .zeroToTwentyThree : .oneToTwelve
    return Locale(components: components)
  }

  /// A time a user might type, for messages: `21:05` or `9:05 PM`.
  public var exampleTime: String { uses24Hours ? "21:05" : "9:05 PM" }

  /// A day's heading: `Mon 2026-01-05`.
  public func day(_ date: Date) -> String {
    let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let weekday = calendar.component(.weekday, from: date)
    return names[(weekday - 1) % 7] + " " + isoDay(date)
  }

  private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
