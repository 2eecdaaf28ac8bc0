import Keystroke
import KeystrokeTesting
import Testing

/// Dialogs titled with a string worked out at run time or with a text view show that title.
@MainActor
@Suite struct DialogTitleBehaviourTests {
  @Test func aConfirmationDialogShowsItsStringTitleAndMessage() throws {
    let host = TestHost(TrashEmptier(itemCount: 3), columns: 60, rows: 16)
    try host.play("enter")
    #expect(host.row(containing: "Erase 3 items?") != nil)
    #expect(host.row(containing: "Erased items cannot be brought back.") != nil)
    // Keep (the cancel button) has focus first; Erase is before it.
    try host.play("shift+tab enter")
    #expect(host.row(containing: "The trash is empty") != nil)
  }

  @Test func aConfirmationDialogShowsItsTextTitle() throws {
    let host = TestHost(ListLeaver(listName: "Groceries"), columns: 60, rows: 16)
    try host.play("enter")
    #expect(host.row(containing: "Leave “Groceries”?") != nil)
  }
}
