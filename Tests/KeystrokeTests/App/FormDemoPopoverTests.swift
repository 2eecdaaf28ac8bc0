import Foundation
import Testing

/// The form demo's email help popover at the sizes a small terminal has.
@Suite struct FormDemoPopoverTests {
  /// At 40×12 the note fits neither under nor over the `?` button: it opens beside it, and the
  /// button stays in sight.
  @Test func theHelpNoteLeavesItsButtonVisibleOnASmallTerminal() throws {
    let screen = try ExamplePlay.screen(of: "form-demo", playing: "tab tab enter", size: "40x12")
    #expect(screen.contains("Nothing is sent to it."))
    let email = try #require(screen.split(separator: "\n").first { $0.contains("[ ? ]") })
    #expect(!email.contains("│ [ OK ]"))
  }

  @Test func theHelpNoteOpensUnderItsButtonWhenThereIsRoom() throws {
    let screen = try ExamplePlay.screen(of: "form-demo", playing: "tab tab enter", size: "80x24")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let button = try #require(lines.firstIndex { $0.contains("[ ? ]") })
    #expect(lines[button + 1].contains("┌"))
  }
}
