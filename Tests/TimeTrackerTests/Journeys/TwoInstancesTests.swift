import ExampleSupport
import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Two copies of the app on one store: a conflict is explained in words, no command acts
/// behind the alert, and each copy picks up the other's changes.
@MainActor
@Suite(.serialized) struct TwoInstancesTests {
  static func folderWithAProject() throws -> String {
    let folder = TestHost.scratchDirectory(prefix: "time-tracker-two")
    let store = try TimeStore(directory: folder)
    _ = try store.addProject(named: "Work")
    store.close()
    return folder
  }

  @Test func aTimerStartedByTheOtherCopyIsExplainedAndShown() throws {
    let folder = try Self.folderWithAProject()
    let first = TrackerHost(directory: folder)
    let second = TrackerHost(directory: folder)
    try first.play("cmd+1 cmd+r")
    #expect(first.text.contains("Stop Timer"))
    // The second copy still shows Start Timer: it has not looked at the file since.
    #expect(second.text.contains("Start Timer"))
    try second.play("cmd+r")
    #expect(second.text.contains("Another copy of Time Tracker started a timer on Work"))
    #expect(!second.text.contains("UNIQUE"))
    // Commands wait behind the alert: neither a tab switch nor Stop Timer acts.
    try second.play("cmd+2 cmd+r")
    #expect(second.text.contains("Another copy of Time Tracker"))
    try second.play("enter")
    #expect(second.text.contains("Running: Work"))
    let reader = try TimeStore(directory: folder)
    #expect(try reader.runningTimer() != nil)
    #expect(try reader.entries().isEmpty)
  }

  @Test func aTimerStoppedByTheOtherCopyIsNotRecordedTwice() throws {
    let folder = try Self.folderWithAProject()
    let first = TrackerHost(directory: folder)
    try first.play("cmd+1 cmd+r")
    let second = TrackerHost(directory: folder)
    #expect(second.text.contains("Running: Work"))
    try first.play("wait:10m cmd+r")
    try second.play("wait:20m cmd+r")
    #expect(second.text.contains("Another copy of Time Tracker stopped this timer first"))
    try second.play("enter cmd+3")
    #expect(second.text.contains("0:10"))
    let reader = try TimeStore(directory: folder)
    #expect(try reader.entries().count == 1)
  }

  @Test func aProjectAddedByTheOtherCopyAppearsOnTheNextCommand() throws {
    let folder = try Self.folderWithAProject()
    let first = TrackerHost(directory: folder)
    let second = TrackerHost(directory: folder)
    try first.play("cmd+n \"Garden\" cmd+s")
    try second.play("cmd+2")
    #expect(second.text.contains("Garden"))
  }
}
