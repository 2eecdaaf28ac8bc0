import ExampleSupport
import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Names edited into the file with control characters show on one line, each control
/// character as a visible picture.
@MainActor
@Suite(.serialized) struct ControlCharacterNameTests {
  @Test func aNameWithALineBreakStaysOnItsRow() throws {
    let folder = TestHost.scratchDirectory(prefix: "time-tracker-controls")
    do {
      let store = try TimeStore(directory: folder)
      let project = try store.addProject(named: "Line1\nLine2\u{1B}[31m")
      _ = try store.addTask(named: "Draft\tplan", projectID: project.id)
      store.close()
    }
    let app = TrackerHost(directory: folder)
    try app.play("cmd+2")
    let row = try #require(app.lines.first { $0.contains("Line1") })
    #expect(row.contains("Line1⏎Line2␛[31m"))
    #expect(row.contains("1 task"))
    #expect(app.text.contains("Draft␉plan"))
  }
}
