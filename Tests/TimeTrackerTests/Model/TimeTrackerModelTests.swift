import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

@Suite struct TimeTrackerModelTests {
  static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
  }
  static let format = ClockFormat(calendar: utc)
  static let monday = ISO8601DateFormatter().date(from: "2026-01-05T09:00:00Z") ?? Date()

  static func at(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso) ?? Date() }

  @Test(arguments: [
    ("09:30", "2026-01-05T09:30:00Z"), ("7:05", "2026-01-05T07:05:00Z"),
    ("2026-01-06 00:15", "2026-01-06T00:15:00Z"), (" 23:59 ", "2026-01-05T23:59:00Z"),
  ])
  func readsTimes(text: String, expected: String) {
    #expect(Self.format.parse(text, onDayOf: Self.monday) == Self.at(expected))
  }

  @Test(arguments: [
    "", "9", "24:00", "12:60", "12:5", "ab:cd", "2026-13-01 10:00", "2026-02-30 10:00",
    "26-01-05 10:00", "2026-01-05 10:00 extra", "\u{0}\u{7f}", String(repeating: "9", count: 500),
  ])
  func refusesMalformedTimes(text: String) {
    #expect(Self.format.parse(text, onDayOf: Self.monday) == nil)
  }

  @Test func showsTwelveAndTwentyFourHourTimes() {
    let afternoon = Self.at("2026-01-05T14:05:00Z")
    #expect(Self.format.time(afternoon) == "14:05")
    #expect(ClockFormat(calendar: Self.utc, uses24Hours: false).time(afternoon) == "2:05 PM")
    #expect(ClockFormat(calendar: Self.utc, uses24Hours: false).time(Self.monday) == "9:00 AM")
  }

  @Test(arguments: [
    "UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham",
  ])
  func clockTimesMatchTheCalendarAcrossZonesAndDaylightSaving(zone: String) throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    let format = ClockFormat(calendar: calendar)
    // Every 37 minutes across a year with daylight-saving changes, and some instants before 1970.
    let year: [TimeInterval] = Array(stride(from: 1_767_225_600.0, to: 1_798_761_600, by: 2_220))
    let instants = year + [-1, -86_399, -107_983]
    for seconds in instants {
      let date = Date(timeIntervalSince1970: seconds)
      let parts = calendar.dateComponents([.hour, .minute], from: date)
      let expected =
        (parts.hour.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "?") + ":"
        + (parts.minute.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "?")
      #expect(format.time(date) == expected, "\(seconds) in \(zone)")
    }
  }

  @Test(arguments: [
    (0.0, "0:00"), (59.0, "0:00"), (25.0 * 60, "0:25"), (3600.0 + 5 * 60, "1:05"),
    (-30.0, "0:00"),
  ])
  func formatsDurations(seconds: Double, expected: String) {
    #expect(DurationText.hoursMinutes(seconds) == expected)
  }

  @Test func validatesEdits() {
    let entry = TimeEntry(
      id: 1, projectID: 1, taskID: nil, start: Self.monday,
      end: Self.monday.addingTimeInterval(1500))
    let other = TimeEntry(
      id: 2, projectID: 1, taskID: nil, start: Self.at("2026-01-05T10:00:00Z"),
      end: Self.at("2026-01-05T11:00:00Z"))
    var draft = EntryDraft(entry: entry, format: Self.format)
    #expect(draft.start == "2026-01-05 09:00" && draft.end == "09:25")
    let cases: [(String, EntryDraftProblem?)] = [
      ("09:25", nil), ("08:30", .endNotAfterStart), ("09:00", .endNotAfterStart),
      ("10:30", .overlaps(other)), ("10:00", nil), ("nonsense", .unreadableEnd),
    ]
    for (end, problem) in cases {
      draft.end = end
      let result = draft.validated(original: entry, others: [entry, other], format: Self.format)
      switch result {
      case .success: #expect(problem == nil, "\(end)")
      case .failure(let found): #expect(found == problem, "\(end)")
      }
    }
  }

  @Test func groupsByDayWithTotalsAndSumsTheWeek() {
    let entries = [
      TimeEntry(
        id: 1, projectID: 1, taskID: nil, start: Self.at("2026-01-05T09:00:00Z"),
        end: Self.at("2026-01-05T09:25:00Z")),
      TimeEntry(
        id: 2, projectID: 2, taskID: nil, start: Self.at("2026-01-05T13:00:00Z"),
        end: Self.at("2026-01-05T14:00:00Z")),
      TimeEntry(
        id: 3, projectID: 1, taskID: nil, start: Self.at("2026-01-04T10:00:00Z"),
        end: Self.at("2026-01-04T10:30:00Z")),
    ]
    let groups = DayGroup.grouping(entries, calendar: Self.utc)
    #expect(groups.map { $0.entries.map(\.id) } == [[2, 1], [3]])
    #expect(groups.map(\.total) == [85 * 60, 30 * 60])
    #expect(groups.map(\.heading) == ["Mon 2026-01-05", "Sun 2026-01-04"])
    #expect(groups.map(\.title) == ["Mon 2026-01-05   total 1:25", "Sun 2026-01-04   total 0:30"])
    let mondayWeek = WeeklyTotals(
      entries: entries, containing: Self.monday, firstWeekday: 2, calendar: Self.utc)
    #expect(mondayWeek.perProject.map(\.projectID) == [2, 1])
    #expect(mondayWeek.total == 85 * 60)
    let sundayWeek = WeeklyTotals(
      entries: entries, containing: Self.monday, firstWeekday: 1, calendar: Self.utc)
    #expect(sundayWeek.total == 115 * 60)
  }

  @Test @MainActor func findsEntriesByIDAfterEveryChange() throws {
    let directory = TestHost.scratchDirectory(prefix: "time-tracker-model")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let tracker = Tracker(directory: directory)
    let project = try #require(tracker.addProject(named: "Client"))
    let start = Self.at("2026-01-05T09:00:00Z")
    try tracker.addEntries(
      (0..<3).map { index in
        TimeEntry(
          id: 0, projectID: project.id, taskID: nil,
          start: start.addingTimeInterval(Double(index) * 3_600),
          end: start.addingTimeInterval(Double(index) * 3_600 + 600), note: "n\(index)")
      })
    let ids = tracker.entries.map(\.id)
    #expect(ids.map { tracker.entry(id: $0)?.note } == ["n0", "n1", "n2"])
    var edited = try #require(tracker.entry(id: ids[0]))
    edited.start = start.addingTimeInterval(4 * 3_600)
    edited.end = start.addingTimeInterval(4 * 3_600 + 60)
    #expect(tracker.updateEntry(edited))
    #expect(tracker.entry(id: ids[0])?.start == edited.start)
    tracker.deleteEntry(id: ids[1])
    #expect(tracker.entry(id: ids[1]) == nil)
    #expect(tracker.entry(id: ids[2])?.note == "n2")
    #expect(tracker.entry(id: 999) == nil)
  }

  @Test func exportsQuotedCSV() {
    let entry = TimeEntry(
      id: 1, projectID: 1, taskID: 1, start: Self.monday,
      end: Self.monday.addingTimeInterval(1500), note: "said \"hi\", left")
    let csv = CSVExport.csv(
      entries: [entry], projects: [1: Project(id: 1, name: "Work")],
      tasks: [1: ProjectTask(id: 1, projectID: 1, name: "Report")], format: Self.format)
    #expect(
      csv == "date,start,end,duration,project,task,note\n"
        + "2026-01-05,2026-01-05T09:00:00Z,2026-01-05T09:25:00Z,0:25,Work,Report,"
        + "\"said \"\"hi\"\", left\"\n")
  }

  @Test func exportMakesTextThatStartsLikeAFormulaInert() {
    let entry = TimeEntry(
      id: 1, projectID: 1, taskID: 1, start: Self.monday,
      end: Self.monday.addingTimeInterval(1500), note: "-2+3")
    let csv = CSVExport.csv(
      entries: [entry],
      projects: [1: Project(id: 1, name: "=HYPERLINK(\"http://x.invalid\",\"open\")")],
      tasks: [1: ProjectTask(id: 1, projectID: 1, name: "@SUM(A1)")], format: Self.format)
    // The app's own date, times and duration stay values; the quoted project keeps its
    // quotes doubled after the `'`.
    #expect(
      csv == "date,start,end,duration,project,task,note\n"
        + "2026-01-05,2026-01-05T09:00:00Z,2026-01-05T09:25:00Z,0:25,"
        + "\"'=HYPERLINK(\"\"http://x.invalid\"\",\"\"open\"\")\",'@SUM(A1),'-2+3\n")
    for (note, cell) in [
      ("+1", "'+1"), ("\tx", "'\tx"), ("\rx", "\"'\rx\""), ("a=b", "a=b"), ("", ""),
      ("a\r\nb", "\"a\r\nb\""), (" =1", " =1"),
    ] {
      let line = CSVExport.csv(
        entries: [
          TimeEntry(
            id: 1, projectID: 1, taskID: nil, start: Self.monday,
            end: Self.monday.addingTimeInterval(60),
            note: note)
        ], projects: [1: Project(id: 1, name: "Work")], tasks: [:], format: Self.format)
      #expect(line.hasSuffix(",0:01,Work,," + cell + "\n"), "note \(note.debugDescription)")
    }
  }

  @Test @MainActor func findsTheDataFolderByXDGRules() {
    #expect(
      StoreLocation.defaultDirectory(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"])
        == "/d/time-tracker")
    #expect(
      StoreLocation.defaultDirectory(environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"])
        == "/h/.local/share/time-tracker")
    #expect(
      StoreLocation.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.local/share/time-tracker")
  }
}
