import Foundation

/// Reads and writes the times the user types and sees: `HH:mm` (on a given day) or
/// `yyyy-MM-dd HH:mm`, shown in 24-hour or 12-hour form.
public struct ClockFormat: Sendable {
  /// The calendar (and time zone) days and times are read in.
  public let calendar: Calendar
  /// Whether times are shown as `14:05` (`true`) or `2:05 PM`.
  public let uses24Hours: Bool

  /// Creates a format.
  public init(calendar: Calendar = .current, uses24Hours: Bool = true) {
    self.calendar = calendar
    self.uses24Hours = uses24Hours
  }

  /// Parses `HH:mm` on the day of `day`, or a full `yyyy-MM-dd HH:mm`; `nil` when it is neither.
  public func parse(_ text: String, onDayOf day: Date) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: " ", omittingEmptySubsequences: true)
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
    let time = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard time.count == 2, (1...2).contains(time[0].count), time[1].count == 2,
      let hour = Int(time[0]), let minute = Int(time[1]), (0...23).contains(hour),
      (0...59).contains(minute)
    else { return nil }
    components.hour = hour
    components.minute = minute
    guard let date = calendar.date(from: components),
      calendar.component(.day, from: date) == components.day
    else { return nil }
    return date
  }

  /// `HH:mm` for the edit form (always 24-hour, so it parses back).
  public func editableTime(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return pad(parts.hour ?? 0) + ":" + pad(parts.minute ?? 0)
  }

  /// `yyyy-MM-dd HH:mm` for the edit form.
  public func editableDateTime(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return "\(parts.year ?? 0)-" + pad(parts.month ?? 0) + "-" + pad(parts.day ?? 0) + " "
      + editableTime(date)
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

  /// A day's heading: `Mon 2026-01-05`.
  public func day(_ date: Date) -> String {
    let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let weekday = calendar.component(.weekday, from: date)
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return names[(weekday - 1) % 7] + " \(parts.year ?? 0)-" + pad(parts.month ?? 0) + "-"
      + pad(parts.day ?? 0)
  }

  private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
