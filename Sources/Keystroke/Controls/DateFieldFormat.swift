import Foundation

/// How a ``DatePicker`` writes and reads a date as text: `yyyy-MM-dd`, `HH:mm`, `HH:mm:ss` or
/// the day and the time together, in a calendar's time zone.
///
/// It writes the 24-hour form (`21:30`) or, for a locale with a 12-hour clock, the 12-hour one
/// (`9:30 PM`), and reads more than it writes: either clock whatever it writes, one-digit
/// hours, months and days (`9:05`, `2026-1-5`), `9:30 pm`, `9:30PM` and `9:30 p.m.`, and, in a
/// field holding both, the day or the time alone (the other part is kept). What it writes
/// always reads back.
struct DateFieldFormat: Sendable {
  /// A part of the written date that ↑/↓ step: a calendar component, or AM/PM.
  enum Part: Equatable, Sendable {
    case year, month, day, hour, minute, second
    /// AM or PM in the 12-hour form: stepping it either way swaps them on the same day.
    case dayPeriod

    /// The calendar component this part steps, `nil` for AM/PM.
    var calendarComponent: Calendar.Component? {
      switch self {
      case .year: return .year
      case .month: return .month
      case .day: return .day
      case .hour: return .hour
      case .minute: return .minute
      case .second: return .second
      case .dayPeriod: return nil
      }
    }
  }

  /// Why typed text is not a date the picker can take.
  enum Problem: Error, Equatable {
    /// It does not match the pattern, or names a day or time that does not exist.
    case unreadable(pattern: String)
    /// It is a date before the range's start, shown in the field's format.
    case tooEarly(earliest: String)
    /// It is a date after the range's end, shown in the field's format.
    case tooLate(latest: String)

    /// A short message for beside the field.
    var message: String {
      switch self {
      case .unreadable(let pattern): return "expected " + pattern
      case .tooEarly(let earliest): return "earliest is " + earliest
      case .tooLate(let latest): return "latest is " + latest
      }
    }
  }

  let showsDate: Bool
  let showsTime: Bool
  let showsSeconds: Bool
  /// Whether times are written `9:30 PM` rather than `21:30`.
  let usesTwelveHours: Bool
  let calendar: Calendar

  init(components: DatePickerComponents, calendar: Calendar, usesTwelveHours: Bool = false) {
    showsSeconds = components.contains(.hourMinuteAndSecond)
    showsTime = showsSeconds || components.contains(.hourAndMinute)
    showsDate = components.contains(.date) || !showsTime
    self.usesTwelveHours = usesTwelveHours
    self.calendar = calendar
  }

  /// A format that writes times the way `locale` shows them: 12-hour when its hour cycle is a
  /// 12-hour one (`en_US`), 24-hour otherwise (`en_GB`, `de_DE`).
  init(components: DatePickerComponents, calendar: Calendar, locale: Locale) {
    self.init(
      components: components, calendar: calendar,
      usesTwelveHours: Self.usesTwelveHours(locale))
  }

  /// Whether `locale`'s clock runs in two halves of the day (`h` or `K` in its patterns).
  static func usesTwelveHours(_ locale: Locale) -> Bool {
    switch locale.hourCycle {
    case .oneToTwelve, .zeroToEleven: return true
    case .zeroToTwentyThree, .oneToTwentyFour: return false
    @unknown default: return false
    }
  }

  /// The pattern shown beside the field.
  var pattern: String {
    let time =
      usesTwelveHours
      ? (showsSeconds ? "h:mm:ss a" : "h:mm a") : (showsSeconds ? "HH:mm:ss" : "HH:mm")
    switch (showsDate, showsTime) {
    case (true, true): return "yyyy-MM-dd " + time
    case (true, false): return "yyyy-MM-dd"
    default: return time
    }
  }

  /// The longest text the field is expected to hold: the pattern, or a time typed in the
  /// other clock (`9:30 pm` for `HH:mm`; `12:30 PM` for `h:mm a`).
  var widestText: Int { pattern.count + (showsTime ? 2 : 0) }

  /// `date` as the field shows it.
  func string(from date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let day =
      String(format: "%04d", parts.year ?? 0) + "-" + Self.pad(parts.month) + "-"
      + Self.pad(parts.day)
    let hour = parts.hour ?? 0
    var time =
      (usesTwelveHours ? String(hour % 12 == 0 ? 12 : hour % 12) : Self.pad(hour)) + ":"
      + Self.pad(parts.minute)
    if showsSeconds { time += ":" + Self.pad(parts.second) }
    if usesTwelveHours { time += hour < 12 ? " AM" : " PM" }
    switch (showsDate, showsTime) {
    case (true, true): return day + " " + time
    case (true, false): return day
    default: return time
    }
  }

  /// The date typed in `text`: the parts the text does not give are taken from `base`, and a
  /// field without seconds sets them to zero.
  func date(from text: String, base: Date, in range: ClosedRange<Date>? = nil)
    -> Result<Date, Problem>
  {
    let unreadable = Problem.unreadable(pattern: pattern)
    var words = text.split(separator: " ", omittingEmptySubsequences: true)
    // A separate AM/PM word belongs to the time before it.
    if words.count >= 2, let last = words.last, Self.meridiem(of: last) != nil {
      words.removeLast()
      words[words.count - 1] += last
    }
    var dayWord: Substring?
    var clockWord: Substring?
    switch words.count {
    case 2 where showsDate && showsTime:
      dayWord = words[0]
      clockWord = words[1]
    case 1 where showsDate && showsTime:
      if words[0].contains(":") { clockWord = words[0] } else { dayWord = words[0] }
    case 1 where showsDate:
      dayWord = words[0]
    case 1:
      clockWord = words[0]
    default:
      return .failure(unreadable)
    }
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: base)
    if let dayWord {
      guard let (year, month, day) = Self.day(dayWord) else { return .failure(unreadable) }
      parts.year = year
      parts.month = month
      parts.day = day
    }
    if let clockWord {
      guard let (hour, minute, second) = Self.timeOfDay(clockWord, allowsSeconds: showsSeconds)
      else { return .failure(unreadable) }
      parts.hour = hour
      parts.minute = minute
      parts.second = second
    }
    if !showsSeconds { parts.second = 0 }
    parts.nanosecond = 0
    guard let date = calendar.date(from: parts),
      calendar.component(.day, from: date) == parts.day
    else { return .failure(unreadable) }
    if let problem = problem(with: date, in: range) { return .failure(problem) }
    return .success(date)
  }

  /// Why `date` is outside `range`, or `nil` when it is inside (or there is no range).
  func problem(with date: Date, in range: ClosedRange<Date>?) -> Problem? {
    guard let range else { return nil }
    if date < range.lowerBound { return .tooEarly(earliest: string(from: range.lowerBound)) }
    if date > range.upperBound { return .tooLate(latest: string(from: range.upperBound)) }
    return nil
  }

  /// The parts the field writes, in order.
  var parts: [Part] {
    var parts: [Part] = []
    if showsDate { parts += [.year, .month, .day] }
    if showsTime {
      parts += [.hour, .minute]
      if showsSeconds { parts.append(.second) }
      if usesTwelveHours { parts.append(.dayPeriod) }
    }
    return parts
  }

  /// Where each part is in `text`, a date as ``string(from:)`` writes it, by character
  /// offset: the runs of digits and letters between the separators, in the order of ``parts``.
  /// `nil` when the text has another number of runs (it was not written by this format).
  func ranges(in text: String) -> [(part: Part, range: Range<Int>)]? {
    var runs: [Range<Int>] = []
    var start: Int?
    for (offset, character) in text.enumerated() {
      let inRun = character.isLetter || character.isNumber
      if inRun, start == nil { start = offset }
      if !inRun, let first = start {
        runs.append(first..<offset)
        start = nil
      }
    }
    if let start { runs.append(start..<text.count) }
    let parts = self.parts
    guard runs.count == parts.count else { return nil }
    return Array(zip(parts, runs)).map { (part: $0.0, range: $0.1) }
  }

  /// The part of `text` (written by this format) the cursor is in: a cursor just after a part
  /// counts as in it, and one past the last part is in the last part.
  func part(at cursor: Int, in text: String) -> Part {
    let ranges = self.ranges(in: text) ?? []
    return ranges.first { cursor <= $0.range.upperBound }?.part ?? ranges.last?.part
      ?? parts[parts.count - 1]
  }

  /// The part ↑/↓ step in `text` typed in another form than the field's (`16:15` or
  /// `4:15 pm` where the field shows `4:15 PM`): the last part typed. That is AM/PM when the
  /// text ends in letters and the field shows them, else the seconds or minutes of the last
  /// word with a `:`, else the day.
  func lastTypedPart(of text: String) -> Part {
    let words = text.split(separator: " ")
    if usesTwelveHours, let end = words.last?.last, end.isLetter || end == "." {
      return .dayPeriod
    }
    let numbered = words.last { $0.contains { $0.isNumber } }
    if let numbered, numbered.contains(":") {
      return showsSeconds && numbered.count(where: { $0 == ":" }) > 1 ? .second : .minute
    }
    if showsDate { return .day }
    return showsSeconds ? .second : .minute
  }

  /// `date` moved by `delta` of `part` (carrying into the larger parts, as a calendar does),
  /// held inside `range`; seconds are dropped when the field does not show them. AM/PM swaps
  /// for any odd `delta`, keeping the day and the clock time.
  func stepped(_ date: Date, part: Part, by delta: Int, in range: ClosedRange<Date>?) -> Date {
    var moved: Date
    if let component = part.calendarComponent {
      moved = calendar.date(byAdding: component, value: delta, to: date) ?? date
    } else if delta % 2 != 0 {
      var parts = calendar.dateComponents(
        [.era, .year, .month, .day, .hour, .minute, .second], from: date)
      parts.hour = ((parts.hour ?? 0) + 12) % 24
      moved = calendar.date(from: parts) ?? date
    } else {
      moved = date
    }
    if !showsSeconds {
      var parts = calendar.dateComponents(
        [.era, .year, .month, .day, .hour, .minute], from: moved)
      parts.second = 0
      moved = calendar.date(from: parts) ?? moved
    }
    guard let range else { return moved }
    return min(max(moved, range.lowerBound), range.upperBound)
  }

  /// Year, month and day of `yyyy-M-d` (one- or two-digit month and day).
  private static func day(_ text: Substring) -> (Int, Int, Int)? {
    let fields = text.split(separator: "-", omittingEmptySubsequences: false)
    guard fields.count == 3, fields[0].count == 4, (1...2).contains(fields[1].count),
      (1...2).contains(fields[2].count), fields.allSatisfy(isDigits),
      let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    return (year, month, day)
  }

  /// Hour, minute and second of `H:mm` (or `H:mm:ss` when seconds are allowed), in 24-hour
  /// form or followed by AM/PM.
  private static func timeOfDay(_ text: Substring, allowsSeconds: Bool) -> (Int, Int, Int)? {
    var clock = text
    var afternoon: Bool?
    let letters = clock.reversed().prefix { $0.isLetter || $0 == "." }
    if !letters.isEmpty {
      guard let marker = meridiem(of: clock.suffix(letters.count)) else { return nil }
      afternoon = marker
      clock = clock.dropLast(letters.count)
    }
    let fields = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count == 2 || (allowsSeconds && fields.count == 3),
      (1...2).contains(fields[0].count), fields.dropFirst().allSatisfy({ $0.count == 2 }),
      fields.allSatisfy(isDigits),
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

  /// `AM` or `PM` (any case, with dots too) as `false` or `true`; `nil` for anything else.
  private static func meridiem(of text: Substring) -> Bool? {
    switch text.lowercased().replacingOccurrences(of: ".", with: "") {
    case "am": return false
    case "pm": return true
    default: return nil
    }
  }

  private static func isDigits(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
  }

  private static func pad(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
}
