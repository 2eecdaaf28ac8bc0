import Keystroke
import KeystrokeTesting
import Testing

/// A terminal cannot swipe: Shift+F10 opens the cursor row's swipe actions as a menu.
@MainActor
@Suite struct SwipeActionsBehaviourTests {
  @Test func shiftF10OpensTheCursorRowsActionsLeadingEdgeFirst() throws {
    let host = TestHost(Inbox(), columns: 60, rows: 14)
    #expect(host.row(containing: "Flag") == nil)
    try host.play("down shift+f10")
    let read = try #require(host.row(containing: "Read"))
    let delete = try #require(host.row(containing: "Delete"))
    let flag = try #require(host.row(containing: "Flag"))
    // The leading group first, then the trailing one.
    #expect(delete == read + 1)
    #expect(flag == delete + 1)
    // The menu opens under the cursor row, the second message.
    let row = try #require(host.row(containing: "Build is green"))
    #expect(read > row)
  }

  @Test func anActionRunsOnTheCursorRowsMessage() throws {
    let host = TestHost(Inbox(), columns: 60, rows: 14)
    try host.play("down shift+f10 enter")
    #expect(host.row(containing: "  Build is green") != nil)
    #expect(host.row(containing: "• Lunch on Friday?") != nil)
    // Flag, the last item, on the third message.
    try host.play("down shift+f10 up enter")
    #expect(host.row(containing: "Quarterly report ⚑") != nil)
    #expect(host.row(containing: "Build is green ⚑") == nil)
  }

  @Test func deletingFromTheMenuRemovesTheRow() throws {
    let host = TestHost(Inbox(), columns: 60, rows: 14)
    try host.play("shift+f10 down enter")
    #expect(host.row(containing: "Lunch on Friday?") == nil)
    #expect(host.row(containing: "Log: deleted 1") != nil)
  }

  @Test func escapeClosesTheMenuAndTheListKeepsItsKeys() throws {
    let host = TestHost(Inbox(), columns: 60, rows: 14)
    try host.play("shift+f10 escape")
    #expect(host.row(containing: "Delete") == nil)
    try host.play("down down shift+f10 enter")
    #expect(host.row(containing: "  Quarterly report") != nil)
  }

  @Test func aRowBuiltAgainDoesNotRepeatItsActions() throws {
    let host = TestHost(Inbox(), columns: 60, rows: 14)
    // Marking the first message read rebuilds its row; its menu still has three items.
    try host.play("shift+f10 enter shift+f10")
    #expect(host.lines.filter { $0.contains("Unread") }.count == 1)
    #expect(host.lines.filter { $0.contains("Delete") }.count == 1)
  }
}
