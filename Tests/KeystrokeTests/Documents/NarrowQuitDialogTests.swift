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

  @Test func aWideEnoughTerminalKeepsTheButtonsInARow() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, columns: 60, rows: 14)
    try host.play("\"hello\" cmd+q")
    #expect(host.row(containing: "[ Save ]  [ Don't Save ]  [ Cancel ]") != nil)
  }
}
