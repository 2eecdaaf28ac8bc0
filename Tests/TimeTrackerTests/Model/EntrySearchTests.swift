import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Searching the entries finds a note, a project or a task ignoring case, follows renames and
/// edits, and grouping by day agrees with asking the calendar for each entry, across clock
/// changes too.
@Suite struct EntrySearchTests {
  private static func calendar(_ zone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? .current
    return calendar
  }

  @Test @MainActor func findsNotesProjectsAndTasksAndFollowsChanges() throws {
    let directory = TestHost.scratchDirectory(prefix: "time-tracker-search")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let tracker = Tracker(directory: directory)
    let client = try #require(tracker.addProject(named: "Client Work"))
    let home = try #require(tracker.addProject(named: "Home"))
    let review = try #require(tracker.addTask(named: "Code Review", projectID: client.id))
    let start = ISO8601DateFormatter().date(from: "2026-03-02T09:00:00Z") ?? Date()
    try tracker.addEntries([
      TimeEntry(
        id: 0, projectID: client.id, taskID: review.id, start: start,
        end: start.addingTimeInterval(600), note: "Standup with Team"),
      TimeEntry(
        id: 0, projectID: home.id, taskID: nil, start: start.addingTimeInterval(3_600),
        end: start.addingTimeInterval(4_200), note: "Écriture"),
    ])
    let utc = Self.calendar("UTC")
    func notes(_ query: String) -> [String] {
      tracker.dayGroups(matching: query, calendar: utc).flatMap(\.entries).map(\.note).sorted()
    }
    #expect(notes("team") == ["Standup with Team"])
    #expect(notes("ÉCRI") == ["Écriture"])
    #expect(notes("client") == ["Standup with Team"])
    #expect(notes("review") == ["Standup with Team"])
    #expect(notes("  home ") == ["Écriture"])
    #expect(notes("nothing") == [])
    #expect(notes("") == ["Standup with Team", "Écriture"].sorted())
    // A rename is found at once, by the same query asked again.
    #expect(notes("garden") == [])
    tracker.updateProject(Project(id: home.id, name: "Garden"))
    #expect(notes("garden") == ["Écriture"])
    var edited = try #require(tracker.entries.first { $0.note == "Écriture" })
    edited.note = "planting"
    #expect(tracker.updateEntry(edited))
    #expect(notes("plant") == ["planting"])
    #expect(notes("écri") == [])
  }

  @Test func groupingAsksTheCalendarOnceADayAndAgreesWithAskingForEach() {
    var generator = SeededGenerator(seed: 0xDA7_5EED)
    // Around the spring and autumn clock changes in Berlin and New York, and in UTC.
    let zones = ["Europe/Berlin", "America/New_York", "UTC"]
    let starts = ["2026-03-27T00:00:00Z", "2026-10-23T00:00:00Z", "2026-03-06T00:00:00Z"]
    for zone in zones {
      let calendar = Self.calendar(zone)
      for origin in starts {
        let base = ISO8601DateFormatter().date(from: origin) ?? Date()
        let entries = (0..<300).map { index in
          let offset = Double(Int.random(in: 0..<(6 * 24 * 3_600), using: &generator))
          return TimeEntry(
            id: index, projectID: 1, taskID: nil, start: base.addingTimeInterval(offset),
            end: base.addingTimeInterval(offset + 60))
        }
        let groups = DayGroup.grouping(entries, calendar: calendar)
        // Each group is one calendar day, newest first, and holds every entry of that day.
        let expected = Dictionary(grouping: entries) { calendar.startOfDay(for: $0.start) }
        #expect(groups.map(\.day) == expected.keys.sorted(by: >), "\(zone) \(origin)")
        for group in groups {
          #expect(Set(group.entries.map(\.id)) == Set((expected[group.day] ?? []).map(\.id)))
        }
      }
    }
  }
}
