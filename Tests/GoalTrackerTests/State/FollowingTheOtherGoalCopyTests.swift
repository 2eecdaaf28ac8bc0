import ExampleSupport
import Foundation
import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// Two copies of the app on one store: what one saves shows in the other as soon as the other
/// hears that the store's folder changed, with no key pressed there, and a form being filled
/// in keeps its text.
@MainActor
@Suite(.serialized) struct FollowingTheOtherGoalCopyTests {
  @Test func aGoalSavedInOneCopyShowsInTheOtherWithoutAKey() throws {
    let store = GoalHost.scratch()
    let first = GoalHost.make(columns: 120, store: store)
    let second = GoalHost.make(columns: 120, store: store)
    try first.play("cmd+n \"Read\" tab \"20\" cmd+s")
    #expect(first.text.contains("Read"))
    #expect(!second.text.contains("Read"))
    #expect(second.host.deliverFolderChanges() == 1)
    #expect(second.text.contains("Read"))
    #expect(!second.text.contains("Another copy"))
  }

  @Test func aFormBeingFilledInKeepsItsTextThroughNotices() throws {
    let store = GoalHost.scratch()
    let first = GoalHost.make(columns: 120, store: store)
    let second = GoalHost.make(columns: 120, store: store)
    try second.play("cmd+n \"Sw\"")
    try first.play("cmd+n \"Read\" tab \"20\" cmd+s")
    second.host.deliverFolderChanges()
    second.host.deliverFolderChanges()
    try second.play("\"im\" tab \"5\" cmd+s")
    let names = try GoalStore(directory: store).goals().map(\.name).sorted()
    #expect(names == ["Read", "Swim"])
    #expect(second.text.contains("Read"))
    #expect(second.text.contains("Swim"))
  }

  @Test func aNoticeOfTheCopysOwnWriteReadsNothing() throws {
    let store = GoalHost.scratch()
    let library = GoalLibrary(directory: store)
    #expect(library.save(Goal(id: 0, name: "Run", target: 20, unit: "km", period: .weekly)) != nil)
    #expect(!library.refresh(reportingFailure: false))
    let other = GoalLibrary(directory: store)
    #expect(other.save(Goal(id: 0, name: "Swim", target: 5, unit: "laps", period: .weekly)) != nil)
    #expect(library.refresh(reportingFailure: false))
    #expect(library.goals.map(\.name).sorted() == ["Run", "Swim"])
  }
}
