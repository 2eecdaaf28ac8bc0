import KeystrokeTesting
import Testing

@testable import Keystroke

/// An alert whose buttons are wider than the terminal stacks them, each label whole, instead
/// of cutting every one short; where they fit they stay in a row.
@MainActor
@Suite struct NarrowQuitDialogTests {
  @Test func quittingAt30By10ShowsEveryChoiceWholeAndEachAnswers() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, columns: 30, rows: 10)
    try host.play("\"hello\" cmd+q")
    for label in ["[ Save ]", "[ Don't Save ]", "[ Cancel ]"] {
      #expect(host.row(containing: label) != nil, "\(label) is cut: \(host.lines)")
    }
    #expect(host.row(containing: "Do you want to save") != nil)
    // Escape cancels, as the Cancel button does.
    try host.play("esc")
    #expect(host.row(containing: "[ Cancel ]") == nil)
    #expect(!host.quitRequested)
    // ↓ goes down the stack to Don't Save, which quits without saving.
    try host.play("cmd+q down enter")
    #expect(host.quitRequested)
  }

  @Test func aShortTerminalGivesItsRowsToTheWholeQuestionBeforeTheMessage() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, columns: 30, rows: 10)
    try host.play("\"hello\" cmd+q")
    // The question, wrapped over three rows, is read whole; the blank row and the message,
    // which only explains it, give way to it.
    let question = host.lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    #expect(question.contains("Do you want to save the"), "\(host.lines)")
    #expect(question.contains("changes made to"), "\(host.lines)")
    #expect(question.contains("“Untitled”?"), "\(host.lines)")
    #expect(!host.text.contains("…"), "\(host.lines)")
    #expect(host.row(containing: "[ Cancel ]") != nil)
  }

  @Test func aTallEnoughTerminalShowsTheMessageAndTheGapAsBefore() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, columns: 30, rows: 16)
    try host.play("\"hello\" cmd+q")
    let message = try #require(host.row(containing: "Your changes will be lost"))
    let save = try #require(host.row(containing: "[ Save ]"))
    #expect(host.lines[save - 1].allSatisfy { $0 == " " || $0 == "│" })
    #expect(save > message + 1)
    #expect(!host.text.contains("…"), "\(host.lines)")
  }

  @Test func aWideEnoughTerminalKeepsTheButtonsInARow() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, columns: 60, rows: 14)
    try host.play("\"hello\" cmd+q")
    #expect(host.row(containing: "[ Save ]  [ Don't Save ]  [ Cancel ]") != nil)
  }
}
