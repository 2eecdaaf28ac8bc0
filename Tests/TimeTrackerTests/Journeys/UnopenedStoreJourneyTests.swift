import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// A store that cannot be opened: the reason is shown, and the commands that would open a
/// form or start a timer are dimmed.
@MainActor
@Suite(.serialized) struct UnopenedStoreJourneyTests {
  @Test func commandsThatWouldSaveAreDimmed() throws {
    let folder = TestHost.scratchDirectory(prefix: "time-tracker-unopened")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("notes, not a database".utf8).write(
      to: URL(fileURLWithPath: folder + "/" + TimeStore.fileName))
    let app = TrackerHost(directory: folder)
    #expect(app.text.contains("cannot open its data"))
    try app.play("f10 f")
    #expect(app.isDimmed("New Project"))
    try app.play("esc esc f10 t")
    #expect(app.isDimmed("Start Timer"))
  }
}
