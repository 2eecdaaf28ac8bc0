import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Export is a File menu command, found from every tab.
@MainActor
@Suite(.serialized) struct ExportMenuJourneyTests {
  static let setUp = TimeTrackerJourneyTests.setUp

  @Test func theFileMenuExportsFromAnyTab() throws {
    let app = TrackerHost()
    try app.play(Self.setUp + " cmd+r wait:25m cmd+r cmd+1 f10 right")
    #expect(app.lines.contains { $0.contains("Export Entries to CSV…") })
    try app.play("esc esc cmd+3 cmd+shift+p \"export\"")
    #expect(app.lines.contains { $0.contains("File: Export Entries to CSV…") })
    try app.play("enter")
    #expect(app.text.contains("an existing file is replaced."))
  }
}
