import Foundation
import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// The time zone and calendar the tests read dates in.
private var calendar: Calendar { Calendar.current }

private func date(_ text: String) -> Date {
  let format = DateFieldFormat(components: [.date, .hourAndMinute], calendar: calendar)
  guard case .success(let date) = format.date(from: text, base: Date()) else { return .distantPast }
  return date
}

/// An event form with a start date, in the shape of Apple's `DatePicker` example.
private struct EventForm: View {
  @State var start: Date
  var range: ClosedRange<Date>?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let range {
        DatePicker(
          "Start", selection: $start, in: range, displayedComponents: [.date, .hourAndMinute])
      } else {
        DatePicker("Start", selection: $start, displayedComponents: [.date, .hourAndMinute])
      }
      Text(
        "Chosen: "
          + DateFieldFormat(components: [.date, .hourAndMinute], calendar: calendar).string(
            from: start))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A form with a date-and-time picker and a time-only picker bounded below by the first.
private struct TwoPickers: View {
  @State var from = date("2026-01-05 09:30")
  @State var until = date("2026-01-05 10:00")

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Form {
        DatePicker("From", selection: $from)
        DatePicker("Until", selection: $until, in: from..., displayedComponents: .hourAndMinute)
      }
      Text(
        "Until: "
          + DateFieldFormat(components: .hourAndMinute, calendar: calendar).string(from: until))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct DatePickerTests {
  @Test(arguments: [80, 140])
  func showsTheDateInAFieldWithItsFormat(columns: Int) {
    let host = TestHost(EventForm(start: date("2026-01-05 09:30")), columns: columns, rows: 4)
    #expect(host.lines[0].hasPrefix("Start 2026-01-05 09:30"))
    #expect(host.lines[0].contains("yyyy-MM-dd HH:mm"))
  }

  @Test func aValidEditIsWrittenAtOnce() throws {
    let host = TestHost(EventForm(start: date("2026-01-05 09:30")), columns: 80, rows: 4)
    try host.play("end backspace backspace \"45\"")
    #expect(host.text.contains("Chosen: 2026-01-05 09:45"))
  }

  @Test func invalidInputIsFlaggedAndNotWritten() throws {
    let host = TestHost(EventForm(start: date("2026-01-05 09:30")), columns: 80, rows: 4)
    try host.play("end backspace backspace \"75\"")
    #expect(host.text.contains("✕ expected yyyy-MM-dd HH:mm"))
    #expect(host.text.contains("Chosen: 2026-01-05 09:30"))
    let column = try #require(host.lines[0].range(of: "✕")).lowerBound
    #expect(
      host.style(
        column: host.lines[0].distance(from: host.lines[0].startIndex, to: column) + 16, row: 0
      ).foreground != CellStyle.plain.foreground)
  }

  @Test func aDateOutsideTheRangeIsRefused() throws {
    let range = date("2026-01-01 00:00")...date("2026-01-31 23:59")
    let host = TestHost(
      EventForm(start: date("2026-01-05 09:30"), range: range), columns: 80, rows: 4)
    try host.play("home delete delete delete delete \"2027\"")
    #expect(host.text.contains("✕ latest is 2026-01-31 23:59"))
    #expect(host.text.contains("Chosen: 2026-01-05 09:30"))
  }

  @Test(arguments: [80, 140])
  func arrowsStepThePartUnderTheCursor(columns: Int) throws {
    let host = TestHost(EventForm(start: date("2026-01-05 09:30")), columns: columns, rows: 4)
    try host.play("end up up")
    #expect(host.text.contains("Chosen: 2026-01-05 09:32"))
    try host.play("home down")
    #expect(host.text.contains("Chosen: 2025-01-05 09:32"))
    try host.play("right right right right right right down")
    #expect(host.text.contains("Chosen: 2024-12-05 09:32"))
    #expect(host.lines[0].hasPrefix("Start 2024-12-05 09:32"))
  }

  @Test(arguments: [80, 140])
  func twelveHourTypingIsReadAndShownInTwentyFourHours(columns: Int) throws {
    let host = TestHost(EventForm(start: date("2026-01-05 09:30")), columns: columns, rows: 4)
    try host.play("end ctrl+u \"9:45 pm\"")
    #expect(host.text.contains("Chosen: 2026-01-05 21:45"))
    #expect(host.lines[0].hasPrefix("Start 9:45 pm"))
    try host.play("up up")
    #expect(host.lines[0].hasPrefix("Start 2026-01-05 21:47"))
  }

  @Test func steppingStopsAtTheRangesEnds() throws {
    let range = date("2026-01-05 09:00")...date("2026-01-05 10:00")
    let host = TestHost(
      EventForm(start: date("2026-01-05 09:30"), range: range), columns: 80, rows: 4)
    try host.play("home up")
    #expect(host.text.contains("Chosen: 2026-01-05 10:00"))
    try host.play("down down")
    #expect(host.text.contains("Chosen: 2026-01-05 09:00"))
  }

  @Test(arguments: [80, 140])
  func leavingTheFieldDropsTextThatIsNotADate(columns: Int) throws {
    let host = TestHost(TwoPickers(), columns: columns, rows: 6)
    try host.play("\"x\"")
    #expect(host.lines[0].contains("✕ expected yyyy-MM-dd HH:mm"))
    try host.play("tab")
    #expect(host.lines[0].hasPrefix("From  2026-01-05 09:30"))
    #expect(!host.text.contains("✕"))
    try host.play("shift+tab")
    #expect(host.lines[0].hasPrefix("From  2026-01-05 09:30 "))
  }

  @Test(arguments: [80, 140])
  func partialRangesAndSingleComponentsInAForm(columns: Int) throws {
    let host = TestHost(TwoPickers(), columns: columns, rows: 6)
    // The labels share the form's column; `Until` takes a time only, on or after From.
    #expect(host.lines[0].hasPrefix("From  2026-01-05 09:30"))
    #expect(host.lines[1].hasPrefix("Until 10:00"))
    #expect(host.lines[1].contains("HH:mm"))
    try host.play("tab end ctrl+u \"9:00\"")
    #expect(host.lines[1].contains("✕ earliest is 09:30"))
    #expect(host.text.contains("Until: 10:00"))
    try host.play("end ctrl+u \"4:15 PM\"")
    #expect(host.text.contains("Until: 16:15"))
    #expect(!host.text.contains("✕"))
  }

  @Test func wideLabels() {
    let host = TestHost(
      DatePicker("開始", selection: .constant(date("2026-01-05 09:30")), displayedComponents: .date)
        .frame(maxWidth: .infinity, alignment: .leading),
      columns: 80, rows: 2)
    #expect(host.lines[0].contains("開始 2026-01-05"))
  }
}

@Suite struct DateFieldFormatTests {
  private let both = DateFieldFormat(components: [.date, .hourAndMinute], calendar: calendar)

  @Test func patternsFollowTheComponents() {
    #expect(both.pattern == "yyyy-MM-dd HH:mm")
    #expect(DateFieldFormat(components: .date, calendar: calendar).pattern == "yyyy-MM-dd")
    #expect(DateFieldFormat(components: .hourAndMinute, calendar: calendar).pattern == "HH:mm")
    #expect(
      DateFieldFormat(components: .hourMinuteAndSecond, calendar: calendar).pattern == "HH:mm:ss")
  }

  @Test(arguments: [
    "", "2026-13-01 10:00", "2026-01-05 10:00:30", "13:00 pm", "0:30 am", "2026-01-05 9:30 xm",
    "2026-1-5-1 10:00", "+2026-01-05 10:00", "2026-01-05 ９:30", "2026-02-30 10:00",
    "2026-01-05 24:00",
    "2026-01-05 9:5", "x 10:00", "2026-01-05 10:00 extra",
  ])
  func badTextIsUnreadable(text: String) {
    #expect(
      both.date(from: text, base: Date()) == .failure(.unreadable(pattern: "yyyy-MM-dd HH:mm")))
  }

  @Test func readsBackWhatItWrites() throws {
    let parsed = try both.date(from: "2026-03-01 17:05", base: Date()).get()
    #expect(both.string(from: parsed) == "2026-03-01 17:05")
    let time = DateFieldFormat(components: .hourAndMinute, calendar: calendar)
    let moved = try time.date(from: "08:15", base: parsed).get()
    #expect(both.string(from: moved) == "2026-03-01 08:15")
  }
}

/// What the field reads beyond what it writes, its range messages and ↑/↓ stepping, as pure
/// functions in UTC.
@Suite struct DateFieldReadingTests {
  private static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
  }()
  private let both = DateFieldFormat(components: [.date, .hourAndMinute], calendar: utc)
  private let time = DateFieldFormat(components: .hourAndMinute, calendar: utc)
  private let day = DateFieldFormat(components: .date, calendar: utc)
  private let seconds = DateFieldFormat(components: .hourMinuteAndSecond, calendar: utc)
  private let twelve = DateFieldFormat(
    components: [.date, .hourAndMinute], calendar: utc, usesTwelveHours: true)
  private let twelveSeconds = DateFieldFormat(
    components: .hourMinuteAndSecond, calendar: utc, usesTwelveHours: true)
  /// Monday 2026-01-05 09:30:45 UTC.
  private let base = Date(timeIntervalSince1970: 1_767_605_445)

  private func read(_ format: DateFieldFormat, _ text: String) -> String? {
    guard case .success(let date) = format.date(from: text, base: base) else { return nil }
    return both.string(from: date) + ":"
      + String(format: "%02d", Self.utc.component(.second, from: date))
  }

  @Test(arguments: [
    ("9:30 pm", "2026-01-05 21:30:00"), ("9:30PM", "2026-01-05 21:30:00"),
    ("9:30 p.m.", "2026-01-05 21:30:00"), ("12:05 am", "2026-01-05 00:05:00"),
    ("12:05 PM", "2026-01-05 12:05:00"), ("7:05", "2026-01-05 07:05:00"),
    ("21:05", "2026-01-05 21:05:00"), ("2026-03-01 9:30 pm", "2026-03-01 21:30:00"),
    ("2026-3-1 21:30", "2026-03-01 21:30:00"), ("2026-03-01", "2026-03-01 09:30:00"),
    ("  2026-03-01   08:00  ", "2026-03-01 08:00:00"),
  ])
  func readsTwelveHourTimesAndEitherPartAlone(text: String, expected: String) {
    #expect(read(both, text) == expected)
  }

  @Test func eachComponentSetReadsItsOwnParts() {
    #expect(read(time, "9:30 pm") == "2026-01-05 21:30:00")
    #expect(read(time, "2026-03-01 10:00") == nil)
    #expect(read(day, "2026-03-01") == "2026-03-01 09:30:00")
    #expect(read(day, "10:00") == nil)
    #expect(read(seconds, "10:00:07") == "2026-01-05 10:00:07")
    #expect(read(seconds, "10:00 pm") == "2026-01-05 22:00:00")
    #expect(time.string(from: base) == "09:30")
    #expect(day.string(from: base) == "2026-01-05")
    #expect(seconds.string(from: base) == "09:30:45")
  }

  @Test func outOfRangeNamesTheBoundInTheFieldsFormat() {
    let earliest = base.addingTimeInterval(3600)
    #expect(
      both.date(from: "09:00", base: base, in: earliest...Date.distantFuture)
        == .failure(.tooEarly(earliest: "2026-01-05 10:30")))
    #expect(
      both.date(from: "2026-01-06", base: base, in: Date.distantPast...earliest)
        == .failure(.tooLate(latest: "2026-01-05 10:30")))
    #expect(DateFieldFormat.Problem.tooLate(latest: "10:30").message == "latest is 10:30")
    #expect(DateFieldFormat.Problem.tooEarly(earliest: "10:30").message == "earliest is 10:30")
    let inside = both.date(
      from: "10:31", base: base, in: earliest...earliest.addingTimeInterval(60))
    #expect((try? inside.get()) == earliest.addingTimeInterval(15))
  }

  @Test func theCursorPicksTheComponent() {
    let expected: [DateFieldFormat.Part] = [
      .year, .year, .year, .year, .year, .month, .month, .month, .day, .day, .day,
      .hour, .hour, .hour, .minute, .minute, .minute, .minute,
    ]
    let text = both.string(from: base)
    #expect((0...17).map { both.part(at: $0, in: text) } == expected)
    #expect(time.part(at: 0, in: "09:30") == .hour && time.part(at: 3, in: "09:30") == .minute)
    #expect(day.part(at: 9, in: "2026-01-05") == .day)
    #expect(seconds.part(at: 7, in: "09:30:45") == .second)
  }

  @Test func steppingCarriesDropsHiddenSecondsAndStaysInRange() {
    let late = both.stepped(base, part: .hour, by: 15, in: nil)
    #expect(both.string(from: late) == "2026-01-06 00:30")
    #expect(Self.utc.component(.second, from: late) == 0)
    let endOfMonth = try? both.date(from: "2026-01-31 10:00", base: base).get()
    #expect(
      endOfMonth.map { both.string(from: both.stepped($0, part: .month, by: 1, in: nil)) }
        == "2026-02-28 10:00")
    let range = base.addingTimeInterval(-60)...base.addingTimeInterval(120)
    #expect(both.stepped(base, part: .day, by: 1, in: range) == range.upperBound)
    #expect(both.stepped(base, part: .year, by: -1, in: range) == range.lowerBound)
    #expect(
      seconds.string(from: seconds.stepped(base, part: .second, by: 20, in: nil)) == "09:31:05"
    )
  }

  @Test func randomTextAndStepsStayReadableAndInRange() {
    var random = SplitMix(seed: 0x5EED_DA7E)
    let alphabet = Array("0123456789012345-:  apmAPM.x\u{0}９")
    let range = base.addingTimeInterval(-86_400 * 400)...base.addingTimeInterval(86_400 * 400)
    let parts: [DateFieldFormat.Part] = [.year, .month, .day, .hour, .minute, .second, .dayPeriod]
    var read = 0
    for _ in 0..<3_000 {
      let length = Int(random.next() % 20)
      let text = String(
        (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      for format in [both, time, day, seconds, twelve, twelveSeconds] {
        guard case .success(let date) = format.date(from: text, base: base, in: range) else {
          continue
        }
        read += 1
        #expect(range.contains(date), "\(text)")
        #expect(format.date(from: format.string(from: date), base: base) == .success(date))
        let part = parts[Int(random.next() % 7)]
        let delta = Int(random.next() % 2_000) - 1_000
        #expect(range.contains(format.stepped(date, part: part, by: delta, in: range)))
      }
    }
    #expect(read > 0)
  }
}
