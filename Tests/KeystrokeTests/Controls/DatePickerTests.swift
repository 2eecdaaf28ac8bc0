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
    #expect(host.text.contains("✕ out of range"))
    #expect(host.text.contains("Chosen: 2026-01-05 09:30"))
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
    "", "2026-01-05", "2026-13-01 10:00", "2026-02-30 10:00", "2026-01-05 24:00",
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
