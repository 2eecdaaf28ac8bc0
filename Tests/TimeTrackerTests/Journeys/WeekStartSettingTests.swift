import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// A week start edited into the settings file that is neither Sunday nor Monday shows as
/// Monday, the week the totals use, rather than as a blank picker.
@MainActor
@Suite(.serialized) struct WeekStartSettingTests {
  @Test(arguments: [99, 0, -5, 8])
  func anUnknownWeekStartShowsAsMonday(setting: Int) throws {
    let folder = TestHost.scratchDirectory(prefix: "time-tracker-week-start")
    try Data(#"{ "weekStart": \#(setting) }"#.utf8)
      .write(to: URL(fileURLWithPath: folder + "/settings.json"))
    let app = TrackerHost(directory: folder)
    try app.play("cmd+4")
    #expect(app.text.contains("Week starts on [ Monday ▾]"))
    #expect(WeeklyTotals.firstWeekday(setting: setting) == 2)
  }

  @Test func sundayStaysSunday() {
    #expect(WeeklyTotals.firstWeekday(setting: 1) == 1)
  }
}
