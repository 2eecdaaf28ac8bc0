import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Edit › Undo in the time tracker acts on what the user sees: not on a closed sheet's
/// typing, not on a search field in another tab.
@MainActor
@Suite(.serialized) struct UndoJourneyTests {
  nonisolated static let widths = [80, 140]

  /// Whether Edit › Undo is dimmed (opens the Edit menu and closes it again).
  private func undoIsDimmed(_ app: TrackerHost) throws -> Bool {
    try app.play("f10 right right")
    defer { try? app.play("esc") }
    return app.isDimmed("Undo")
  }

  @Test(arguments: widths)
  func typingInAClosedSheetCannotBeUndoneFromTheWindow(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(TimeTrackerJourneyTests.setUp + " cmd+2 cmd+e \"X\"")
    #expect(app.text.contains("WorkX"))
    #expect(try !undoIsDimmed(app))
    try app.play("esc")
    #expect(!app.text.contains("Rename Project"))
    #expect(try undoIsDimmed(app))
    try app.play("cmd+z")
    #expect(app.text.contains("Tasks in Work: Report"))
  }

  @Test(arguments: widths)
  func searchTypingStaysWithItsTab(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play("cmd+f \"abc\"")
    #expect(try !undoIsDimmed(app))
    try app.play("cmd+2")
    #expect(try undoIsDimmed(app))
    try app.play("cmd+z cmd+3")
    #expect(app.text.contains("Search abc"))
    try app.play("cmd+f cmd+z")
    #expect(!app.text.contains("Search abc"))
  }
}
