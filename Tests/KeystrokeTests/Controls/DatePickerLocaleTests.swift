import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// `2026-12-01 21:30` in the current calendar and time zone, as the pickers read it.
private func local(_ text: String) -> Date {
  let format = DateFieldFormat(components: [.date, .hourAndMinute], calendar: .current)
  guard case .success(let date) = format.date(from: text, base: Date()) else { return .distantPast }
  return date
}

/// A picker under a given locale (none: the host's), with the chosen date in 24-hour form.
private struct LocalePicker: View {
  @State var start: Date
  var locale: Locale?
  var components: DatePickerComponents = [.date, .hourAndMinute]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let locale {
        DatePicker("Start", selection: $start, displayedComponents: components)
          .environment(\.locale, locale)
      } else {
        DatePicker("Start", selection: $start, displayedComponents: components)
      }
      Text(
        "Chosen: "
          + DateFieldFormat(components: [.date, .hourMinuteAndSecond], calendar: .current)
          .string(from: start))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// The picker's 12-hour display, chosen by the environment's locale.
@MainActor
@Suite struct DatePickerLocaleTests {
  static let us = Locale(identifier: "en_US")
  static let uk = Locale(identifier: "en_GB")

  @Test(arguments: [80, 140])
  func aTwelveHourLocaleShowsTwelveHourTimes(columns: Int) {
    let host = TestHost(
      LocalePicker(start: local("2026-12-01 21:30"), locale: Self.us), columns: columns, rows: 4)
    #expect(host.lines[0].hasPrefix("Start 2026-12-01 9:30 PM"))
    #expect(host.lines[0].hasSuffix("yyyy-MM-dd h:mm a"))
  }

  @Test(arguments: [80, 140])
  func aTwentyFourHourLocaleAndTheHeadlessDefaultShowTwentyFourHours(columns: Int) {
    for locale in [Self.uk, Locale(identifier: "de_DE"), nil] {
      let host = TestHost(
        LocalePicker(start: local("2026-12-01 21:30"), locale: locale), columns: columns, rows: 4)
      #expect(host.lines[0].hasPrefix("Start 2026-12-01 21:30"), "\(String(describing: locale))")
      #expect(host.lines[0].hasSuffix("yyyy-MM-dd HH:mm"))
    }
  }

  @Test(arguments: [80, 140])
  func arrowsStepTheTwelveHourLayoutAndSwapAMAndPM(columns: Int) throws {
    let host = TestHost(
      LocalePicker(start: local("2026-12-01 21:59"), locale: Self.us), columns: columns, rows: 4)
    // On AM/PM (the cursor at the end): either arrow swaps it on the same day.
    try host.play("end up")
    #expect(host.lines[0].hasPrefix("Start 2026-12-01 9:59 AM"))
    #expect(host.text.contains("Chosen: 2026-12-01 09:59:00"))
    try host.play("down")
    #expect(host.text.contains("Chosen: 2026-12-01 21:59:00"))
    // Just after the minutes; the hour gains a digit and the cursor stays on the minutes.
    try host.play("left left left up")
    #expect(host.lines[0].hasPrefix("Start 2026-12-01 10:00 PM"))
    try host.play("up")
    #expect(host.lines[0].hasPrefix("Start 2026-12-01 10:01 PM"))
    // On the hour: 11 PM, then past midnight into the next day.
    try host.play("left left left left up up")
    #expect(host.lines[0].hasPrefix("Start 2026-12-02 12:01 AM"))
    #expect(host.text.contains("Chosen: 2026-12-02 00:01:00"))
  }

  @Test(arguments: [80, 140])
  func aTwelveHourFieldReadsBothClocksAndShowsItsOwn(columns: Int) throws {
    let host = TestHost(
      LocalePicker(start: local("2026-12-01 09:30"), locale: Self.us), columns: columns, rows: 4)
    try host.play("end ctrl+u \"2026-12-01 21:05\"")
    #expect(host.text.contains("Chosen: 2026-12-01 21:05:00"))
    try host.play("ctrl+u \"7:15am\"")
    #expect(host.text.contains("Chosen: 2026-12-01 07:15:00"))
    try host.play("ctrl+u \"1:75 pm\"")
    #expect(host.lines[0].contains("✕ expected yyyy-MM-dd h:mm a"))
    #expect(host.text.contains("Chosen: 2026-12-01 07:15:00"))
    // Typed text in another form steps the last part typed and is rewritten in the field's
    // form, the cursor after that part: the minutes of `19:15`, AM/PM after `pm`, the day.
    try host.play("ctrl+u \"19:15\" up up")
    #expect(host.lines[0].hasPrefix("Start 2026-12-01 7:17 PM"))
    try host.play("ctrl+u \"8:05 pm\" up")
    #expect(host.lines[0].hasPrefix("Start 2026-12-01 8:05 AM"))
    try host.play("ctrl+u \"2026-12-05\" up up")
    #expect(host.lines[0].hasPrefix("Start 2026-12-07 8:05 AM"))
  }

  @Test func timeOnlyAndSecondsInTwelveHours() {
    let time = TestHost(
      LocalePicker(start: local("2026-12-01 00:05"), locale: Self.us, components: .hourAndMinute),
      columns: 80, rows: 4)
    #expect(time.lines[0].hasPrefix("Start 12:05 AM"))
    #expect(time.lines[0].hasSuffix("h:mm a"))
    let seconds = TestHost(
      LocalePicker(
        start: local("2026-12-01 12:00"), locale: Self.us, components: .hourMinuteAndSecond),
      columns: 80, rows: 4)
    #expect(seconds.lines[0].hasPrefix("Start 12:00:00 PM"))
    #expect(seconds.lines[0].hasSuffix("h:mm:ss a"))
  }
}

/// 12-hour writing, reading back, part layout and AM/PM stepping, in UTC.
@Suite struct DateFieldTwelveHourTests {
  private static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
  }()
  private let twelve = DateFieldFormat(
    components: [.date, .hourAndMinute], calendar: utc, usesTwelveHours: true)
  private let twentyFour = DateFieldFormat(components: [.date, .hourAndMinute], calendar: utc)
  /// Tuesday 2026-12-01 00:00 UTC.
  private let midnight = Date(timeIntervalSince1970: 1_796_083_200)

  @Test(arguments: [
    ("en_US", true), ("en_AU", true), ("en_GB@hours=h12", true), ("en_GB", false),
    ("de_DE", false), ("en_001", false), ("en_US@hours=h23", false),
  ])
  func theLocalesHourCycleChoosesTheClock(identifier: String, twelveHours: Bool) {
    #expect(DateFieldFormat.usesTwelveHours(Locale(identifier: identifier)) == twelveHours)
  }

  @Test func patternsAndText() {
    #expect(twelve.pattern == "yyyy-MM-dd h:mm a")
    #expect(
      DateFieldFormat(components: .hourMinuteAndSecond, calendar: Self.utc, usesTwelveHours: true)
        .pattern == "h:mm:ss a")
    #expect(
      DateFieldFormat(components: .date, calendar: Self.utc, usesTwelveHours: true).pattern
        == "yyyy-MM-dd")
    let minutes: [Int] = [0, 5, 570, 720, 779, 1_290, 1_439]
    let shown: [String] = minutes.map { (minute: Int) -> String in
      twelve.string(from: midnight.addingTimeInterval(TimeInterval(minute) * 60))
    }
    #expect(
      shown == [
        "2026-12-01 12:00 AM", "2026-12-01 12:05 AM", "2026-12-01 9:30 AM", "2026-12-01 12:00 PM",
        "2026-12-01 12:59 PM", "2026-12-01 9:30 PM", "2026-12-01 11:59 PM",
      ])
    #expect(twelve.widestText >= "2026-12-01 12:00 PM".count)
  }

  @Test func everyMinuteOfADayReadsBack() {
    for minute in 0..<(24 * 60) {
      let date = midnight.addingTimeInterval(Double(minute * 60))
      let text = twelve.string(from: date)
      #expect(twelve.date(from: text, base: midnight) == .success(date), "\(text)")
      #expect(twelve.date(from: twentyFour.string(from: date), base: midnight) == .success(date))
    }
  }

  @Test func problemsAreInTheTwelveHourForm() {
    #expect(
      twelve.date(from: "25:00", base: midnight)
        == .failure(.unreadable(pattern: "yyyy-MM-dd h:mm a")))
    let earliest = midnight.addingTimeInterval(13 * 3600)
    #expect(
      twelve.date(from: "9:00", base: midnight, in: earliest...Date.distantFuture)
        == .failure(.tooEarly(earliest: "2026-12-01 1:00 PM")))
  }

  @Test func partsFollowTheTextsLayout() throws {
    let ranges = try #require(twelve.ranges(in: "2026-12-01 9:30 PM"))
    #expect(ranges.map(\.part) == [.year, .month, .day, .hour, .minute, .dayPeriod])
    #expect(ranges.map(\.range) == [0..<4, 5..<7, 8..<10, 11..<12, 13..<15, 16..<18])
    let wide = "2026-12-01 10:30 PM"
    #expect(
      (10...19).map { twelve.part(at: $0, in: wide) } == [
        .day, .hour, .hour, .hour, .minute, .minute, .minute, .dayPeriod, .dayPeriod, .dayPeriod,
      ])
    #expect(twelve.ranges(in: "9:30 pm") == nil)
    #expect(twelve.part(at: 3, in: "9:30 pm") == .dayPeriod)
  }

  @Test func textTypedInAnotherFormStepsItsLastPart() {
    let time = DateFieldFormat(
      components: .hourAndMinute, calendar: Self.utc, usesTwelveHours: true)
    let seconds = DateFieldFormat(
      components: .hourMinuteAndSecond, calendar: Self.utc, usesTwelveHours: true)
    #expect(twelve.lastTypedPart(of: "16:15") == .minute)
    #expect(twelve.lastTypedPart(of: "4:15 pm") == .dayPeriod)
    #expect(twelve.lastTypedPart(of: "2026-12-01 4:15PM") == .dayPeriod)
    #expect(twelve.lastTypedPart(of: "2026-12-01 4:15 p.m.") == .dayPeriod)
    #expect(twelve.lastTypedPart(of: "2026-12-05") == .day)
    #expect(twentyFour.lastTypedPart(of: "4:15 pm") == .minute)
    #expect(time.lastTypedPart(of: "9:05") == .minute)
    #expect(seconds.lastTypedPart(of: "9:05:30") == .second)
    #expect(seconds.lastTypedPart(of: "9:05") == .minute)
    #expect(twelve.lastTypedPart(of: "") == .day)
  }

  @Test func amAndPMSwapOnTheSameDay() {
    let morning = midnight.addingTimeInterval(9 * 3600 + 30 * 60)
    let evening = morning.addingTimeInterval(12 * 3600)
    #expect(twelve.stepped(morning, part: .dayPeriod, by: 1, in: nil) == evening)
    #expect(twelve.stepped(morning, part: .dayPeriod, by: -1, in: nil) == evening)
    #expect(twelve.stepped(evening, part: .dayPeriod, by: 1, in: nil) == morning)
    #expect(twelve.stepped(evening, part: .dayPeriod, by: 2, in: nil) == evening)
    let noon = midnight.addingTimeInterval(12 * 3600)
    #expect(twelve.stepped(midnight, part: .dayPeriod, by: 1, in: nil) == noon)
    // Held inside the range, as every step is.
    let range = morning...morning.addingTimeInterval(3600)
    #expect(twelve.stepped(morning, part: .dayPeriod, by: 1, in: range) == range.upperBound)
    // The hour carries through noon and midnight, as in the 24-hour form.
    let lateEvening = midnight.addingTimeInterval(23 * 3600)
    #expect(
      twelve.string(from: twelve.stepped(lateEvening, part: .hour, by: 1, in: nil))
        == "2026-12-02 12:00 AM")
  }
}
