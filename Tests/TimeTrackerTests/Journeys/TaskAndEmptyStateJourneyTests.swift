import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Renaming and deleting tasks from the File menu, and empty states that say what is missing
/// and which key fixes it.
@MainActor
@Suite(.serialized) struct TaskAndEmptyStateJourneyTests {
  nonisolated static let widths = [80, 140]
  static let setUp = TimeTrackerJourneyTests.setUp + " cmd+t \"Review\" cmd+s"

  @Test(arguments: widths)
  func tasksAreRenamedFromTheFileMenu(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.setUp + " cmd+2")
    #expect(app.text.contains("Tasks in Work: Report, Review"))
    try app.play("f10 right")
    #expect(!app.isDimmed("Rename Task…"))
    try app.play("esc cmd+shift+t")
    #expect(app.text.contains("Rename Task"))
    try app.play("cmd+a \"Summary\" cmd+s")
    #expect(app.text.contains("Tasks in Work: Report, Summary"))
    // The timer offers the new name.
    try app.play("cmd+1")
    #expect(app.text.contains("Summary"))
  }

  @Test(arguments: widths)
  func deletingATaskAsksFirstAndKeepsItsEntries(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.setUp + " cmd+1 cmd+r wait:10m cmd+r cmd+2 cmd+shift+d")
    #expect(app.text.contains("Delete the task Review?"))
    #expect(app.text.contains("Its 1 time entry stays on the project."))
    // Return takes the default button, which is never the destructive one.
    try app.play("enter")
    #expect(!app.text.contains("Delete the task"))
    #expect(app.text.contains("Tasks in Work: Report, Review"))
    try app.play("cmd+shift+d up enter")
    #expect(app.text.contains("Tasks in Work: Report"))
    #expect(!app.text.contains("Review"))
    try app.play("cmd+3")
    #expect(app.lines.contains { $0.contains(" 0:10 ") && $0.contains("Work") })
  }

  @Test(arguments: widths)
  func taskCommandsWaitForATask(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play("cmd+n \"Work\" cmd+s f10 right")
    #expect(app.isDimmed("Rename Task…"))
    #expect(app.isDimmed("Delete Task…"))
    #expect(!app.isDimmed("New Entry…"))
    try app.play("esc cmd+shift+t")
    #expect(!app.text.contains("Rename Task"))
  }

  @Test(arguments: widths)
  func noProjectsAndAllArchivedAreToldApart(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    #expect(app.text.contains("No projects yet. Create one with New Project (File menu)."))
    #expect(app.text.contains("[ New Project… ]"))
    #expect(app.text.contains("⌘N New Project"))
    #expect(!app.text.contains("archived"))
    // Return runs the empty state's action.
    try app.play("enter")
    #expect(app.text.contains("Project name"))
    try app.play("\"Work\" cmd+s cmd+2 cmd+shift+a cmd+1")
    #expect(app.text.contains("All projects are archived."))
    #expect(!app.text.contains("No projects yet"))
    #expect(app.text.contains("[ Show Projects ]"))
    try app.play("enter")
    #expect(app.text.contains("Tasks in Work"))
  }
}
