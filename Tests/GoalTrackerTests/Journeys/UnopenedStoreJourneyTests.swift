import Foundation
import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// A store that cannot be opened: the reason is shown, and no form that could not be saved
/// opens.
@MainActor
@Suite(.serialized) struct UnopenedStoreJourneyTests {
  @Test func newGoalIsDimmedAndDoesNotOpenAForm() throws {
    let store = GoalHost.scratch()
    try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
    try Data("notes, not a database".utf8).write(
      to: URL(fileURLWithPath: store + "/" + GoalStore.fileName))
    let host = GoalHost.make(columns: 120, store: store)
    #expect(host.text.contains("damaged or not a database"))
    try host.play("cmd+n")
    #expect(!host.showsGoalForm)
    try host.play("f10 f")
    let row = try #require(host.row(containing: "New Goal"))
    let line = host.lines[row]
    let column = try #require(line.range(of: "New Goal")).lowerBound
    #expect(
      host.style(column: line.distance(from: line.startIndex, to: column), row: row).attributes
        .contains(.dim))
  }
}
