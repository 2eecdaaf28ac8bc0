import Foundation

/// Days as the progress form reads and shows them: "2026-01-05", in the goal calendar.
public enum DayText {
  /// The calendar progress is counted in: Gregorian, weeks from Monday, this machine's zone.
  public static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.firstWeekday = 2
    calendar.timeZone = TimeZone.current
    return calendar
  }

  /// The day typed as `yyyy-MM-dd` (noon of that day), or `nil`.
  public static func parse(_ text: String) -> Date? {
    let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "-")
    guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]),
      let day = Int(parts[2]), parts[0].count == 4, (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    let components = DateComponents(year: year, month: month, day: day, hour: 12)
    guard let date = calendar.date(from: components),
      calendar.component(.day, from: date) == day
    else { return nil }
    return date
  }

  /// `date` as `yyyy-MM-dd`.
  public static func format(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }
}
