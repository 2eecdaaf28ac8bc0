import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Counts read as words: one entry, one task, not `1 entries` or `1 task(s)`.
@MainActor
@Suite(.serialized) struct CountWordingTests {
  static let setUp = TimeTrackerJourneyTests.setUp

  @Test func countsAreInWords() throws {
    let app = TrackerHost()
    let file = app.directory + "/out.csv"
    try app.play(Self.setUp + " cmd+r wait:25m cmd+r cmd+4 cmd+shift+e")
    #expect(app.text.contains("1 entry; an existing file is replaced."))
    try app.play("cmd+a \"\(file)\" cmd+s")
    #expect(app.text.contains("Exported 1 entry to \(file)"))
    try app.play("cmd+2 cmd+backspace")
    #expect(app.text.contains("Its 1 task and 1 time entry are deleted too."))
  }

  @Test func deletingAProjectNamesOnlyWhatItHas() {
    #expect(ProjectsView.deleteWarning(tasks: 0, entries: 0) == "It has no tasks or time entries.")
    #expect(ProjectsView.deleteWarning(tasks: 1, entries: 0) == "Its 1 task is deleted too.")
    #expect(
      ProjectsView.deleteWarning(tasks: 0, entries: 3) == "Its 3 time entries are deleted too.")
    #expect(
      ProjectsView.deleteWarning(tasks: 2, entries: 1)
        == "Its 2 tasks and 1 time entry are deleted too.")
  }

  @Test func deletingAnEmptyProjectSaysItHasNothingElse() throws {
    let app = TrackerHost()
    try app.play("cmd+n \"Empty\" cmd+s cmd+2 cmd+backspace")
    #expect(app.text.contains("It has no tasks or time entries."))
    #expect(!app.text.contains("Its 0 tasks"))
  }

  @Test func deletingATaskNamesItsEntriesOnlyWhenItHasSome() {
    #expect(ContentView.taskDeletionWarning(entries: 0) == "It has no time entries.")
    #expect(
      ContentView.taskDeletionWarning(entries: 1) == "Its 1 time entry stays on the project.")
    #expect(
      ContentView.taskDeletionWarning(entries: 2) == "Its 2 time entries stay on the project.")
  }
}
