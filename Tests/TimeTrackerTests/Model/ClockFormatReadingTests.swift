import Foundation
import Testing

@testable import TimeTrackerKit

/// What the entry editor reads back: both clock forms, seconds, and clear refusals.
@Suite struct ClockFormatReadingTests {
  static let utc = TimeTrackerModelTests.utc
  static let monday = TimeTrackerModelTests.monday
  static func at(_ iso: String) -> Date { TimeTrackerModelTests.at(iso) }

  @Test(arguments: [true, false])
  func readsTwelveAndTwentyFourHourTimesWhateverTheSetting(uses24Hours: Bool) {
    let format = ClockFormat(calendar: Self.utc, uses24Hours: uses24Hours)
    let cases = [
      ("9:05 PM", "2026-01-05T21:05:00Z"), ("9:05pm", "2026-01-05T21:05:00Z"),
      ("21:05", "2026-01-05T21:05:00Z"), ("12:00 AM", "2026-01-05T00:00:00Z"),
      ("12:30 pm", "2026-01-05T12:30:00Z"), ("9:05 a.m.", "2026-01-05T09:05:00Z"),
      ("09:00:17", "2026-01-05T09:00:17Z"), ("9:00:17 PM", "2026-01-05T21:00:17Z"),
      ("2026-01-06 9:05 PM", "2026-01-06T21:05:00Z"), ("2026-01-06 9:05pm", "2026-01-06T21:05:00Z"),
    ]
    for (text, expected) in cases {
      #expect(format.parse(text, onDayOf: Self.monday) == Self.at(expected), "\(text)")
    }
  }

  @Test(arguments: [
    "13:05 PM", "0:30 AM", "9:05 XM", "PM", "9:05 PM PM", "+9:05", "9:05:60", "9:05:5",
    "9:05 PM extra", "٩:٠٥",
  ])
  func refusesWhatIsNotATime(text: String) {
    #expect(ClockFormat(calendar: Self.utc).parse(text, onDayOf: Self.monday) == nil)
  }

  @Test func editableFormsFollowTheSettingAndKeepSeconds() {
    let twelve = ClockFormat(calendar: Self.utc, uses24Hours: false)
    let twentyFour = ClockFormat(calendar: Self.utc)
    let evening = Self.at("2026-01-05T21:05:09Z")
    #expect(twelve.editableDateTime(evening) == "2026-01-05 9:05:09 PM")
    #expect(twentyFour.editableDateTime(evening) == "2026-01-05 21:05:09")
    #expect(twelve.editableTime(Self.monday) == "9:00 AM")
    for format in [twelve, twentyFour] {
      #expect(format.parse(format.editableDateTime(evening), onDayOf: Self.monday) == evening)
    }
    #expect(twelve.alignedTime(Self.monday) == " 9:00 AM")
    #expect(twelve.alignedTime(Self.at("2026-01-05T22:00:00Z")) == "10:00 PM")
    #expect(twentyFour.alignedTime(Self.monday) == "09:00")
  }

  @Test func anUnchangedEntryValidatesToItselfToTheSecond() {
    let start = Self.monday.addingTimeInterval(17.25)
    let entry = TimeEntry(id: 4, projectID: 1, taskID: nil, start: start, end: start + 40)
    for format in [
      ClockFormat(calendar: Self.utc), ClockFormat(calendar: Self.utc, uses24Hours: false),
    ] {
      let draft = EntryDraft(entry: entry, format: format)
      #expect(draft.validated(original: entry, others: [entry], format: format) == .success(entry))
    }
  }

  @Test func aNewEntryIsReadOnTheGivenDayAndChecksEveryEntry() {
    let format = ClockFormat(calendar: Self.utc)
    var draft = EntryDraft(projectID: 1, taskID: nil)
    #expect(
      draft.validated(original: nil, on: Self.monday, others: [], format: format)
        == .failure(.missingStart))
    draft.start = "08:00"
    #expect(
      draft.validated(original: nil, on: Self.monday, others: [], format: format)
        == .failure(.missingEnd))
    draft.end = "8:30 AM"
    let made = TimeEntry(
      id: 0, projectID: 1, taskID: nil, start: Self.at("2026-01-05T08:00:00Z"),
      end: Self.at("2026-01-05T08:30:00Z"))
    #expect(
      draft.validated(original: nil, on: Self.monday, others: [], format: format) == .success(made))
    let existing = TimeEntry(
      id: 0, projectID: 1, taskID: nil, start: Self.at("2026-01-05T08:20:00Z"),
      end: Self.at("2026-01-05T08:40:00Z"))
    #expect(
      draft.validated(original: nil, on: Self.monday, others: [existing], format: format)
        == .failure(.overlaps(existing)))
  }

  @Test func csvWritesStartAndEndAlikeInEitherTimeFormat() {
    var zoned = Calendar(identifier: .gregorian)
    zoned.timeZone = TimeZone(identifier: "Europe/Berlin") ?? .current
    let entry = TimeEntry(
      id: 1, projectID: 1, taskID: nil, start: Self.at("2026-01-05T22:30:05Z"),
      end: Self.at("2026-01-05T23:10:00Z"))
    for uses24Hours in [true, false] {
      let csv = CSVExport.csv(
        entries: [entry], projects: [1: Project(id: 1, name: "Work")], tasks: [:],
        format: ClockFormat(calendar: zoned, uses24Hours: uses24Hours))
      #expect(
        csv == "date,start,end,duration,project,task,note\n"
          + "2026-01-05,2026-01-05T23:30:05+01:00,2026-01-06T00:10:00+01:00,0:39,Work,,\n")
    }
  }

  @Test func theLocaleKeepsItsLanguageAndRegionAndTakesTheClock() {
    for identifier in ["en_US", "en_GB", "de_DE", "en_001"] {
      let base = Locale(identifier: identifier)
      let twelve = ClockFormat(uses24Hours: false).locale(basedOn: base)
      let twentyFour = ClockFormat(uses24Hours: true).locale(basedOn: base)
      #expect(twelve.hourCycle == .oneToTwelve, "\(identifier)")
      #expect(twentyFour.hourCycle == .zeroToTwentyThree, "\(identifier)")
      #expect(twelve.language == base.language && twelve.region == base.region)
      #expect(twentyFour.language == base.language && twentyFour.region == base.region)
    }
  }
}
