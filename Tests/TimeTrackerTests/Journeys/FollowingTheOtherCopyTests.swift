import ExampleSupport
import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Two copies of the app on one store: what one commits shows in the other as soon as the
/// other hears that the store's folder changed, with no key pressed there, and without
/// disturbing what the other copy's user is typing.
@MainActor
@Suite(.serialized) struct FollowingTheOtherCopyTests {
  @Test func aTimerStartedInOneCopyShowsInTheOtherWithoutAKey() throws {
    let folder = try TwoInstancesTests.folderWithAProject()
    let first = TrackerHost(directory: folder)
    let second = TrackerHost(directory: folder)
    try first.play("cmd+1 cmd+r")
    #expect(first.text.contains("Running: Work"))
    #expect(second.text.contains("Start Timer"))
    #expect(second.host.deliverFolderChanges() == 1)
    #expect(second.text.contains("Running: Work"))
    #expect(second.text.contains("Stop Timer"))
    #expect(!second.text.contains("Another copy"))
    // Stopped in the first copy: the second shows it stopped, and its entry.
    try first.play("wait:10m cmd+r")
    second.host.deliverFolderChanges()
    #expect(second.text.contains("Start Timer"))
    try second.play("cmd+3")
    #expect(second.text.contains("0:10"))
  }

  @Test func aProjectAddedInOneCopyShowsInTheOthersOpenTab() throws {
    let folder = try TwoInstancesTests.folderWithAProject()
    let first = TrackerHost(directory: folder)
    let second = TrackerHost(directory: folder)
    try second.play("cmd+2")
    try first.play("cmd+n \"Garden\" cmd+s")
    #expect(!second.text.contains("Garden"))
    second.host.deliverFolderChanges()
    #expect(second.text.contains("Garden"))
  }

  @Test func aSheetBeingTypedInKeepsItsTextThroughNotices() throws {
    let folder = try TwoInstancesTests.folderWithAProject()
    let first = TrackerHost(directory: folder)
    let second = TrackerHost(directory: folder)
    try second.play("cmd+n \"Gar\"")
    #expect(second.text.contains("Gar"))
    // A notice of the other copy's write, then one of nothing new (as for this copy's own
    // writes): the sheet stays up with its text, and typing goes on where it was.
    try first.play("cmd+1 cmd+r")
    second.host.deliverFolderChanges()
    second.host.deliverFolderChanges()
    #expect(second.text.contains("Gar"))
    try second.play("\"den\" cmd+s")
    let reader = try TimeStore(directory: folder)
    #expect(try reader.projects().map(\.name).sorted() == ["Garden", "Work"])
    try second.play("cmd+1")
    #expect(second.text.contains("Running: Work"))
  }

  @Test func aNoticeOfTheCopysOwnWriteReadsNothing() throws {
    let folder = try TwoInstancesTests.folderWithAProject()
    let tracker = Tracker(directory: folder)
    #expect(tracker.addProject(named: "Garden") != nil)
    #expect(!tracker.refresh(reportingFailure: false))
    let other = try TimeStore(directory: folder)
    _ = try other.addProject(named: "Home")
    #expect(tracker.refresh(reportingFailure: false))
    #expect(tracker.projects.map(\.name) == ["Garden", "Home", "Work"])
  }
}
