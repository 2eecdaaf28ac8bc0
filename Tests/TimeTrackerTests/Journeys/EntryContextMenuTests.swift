import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// The context menu on a time entry: Shift+F10 on the entries list offers Edit… and Delete….
@MainActor
@Suite(.serialized) struct EntryContextMenuTests {
  static let setUp =
    "cmd+n \"Work\" cmd+s cmd+t \"Report\" cmd+s cmd+1 cmd+r wait:25m cmd+r cmd+3"

  @Test(arguments: [80, 140])
  func shiftF10OnAnEntryOffersEditAndDelete(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    // ⌘3 puts focus in the tab's search field; Tab moves it to the list.
    try app.play(Self.setUp + " tab shift+f10")
    let edit = try #require(app.lines.firstIndex { $0.contains("│ Edit…") })
    #expect(app.lines.contains { $0.contains("│ Delete…") })
    let entry = try #require(app.lines.firstIndex { $0.contains("Work · Report") })
    #expect(edit > entry)
    try app.play("enter")
    #expect(app.text.contains("Edit Entry"))
  }

  @Test func deleteFromTheMenuAsksFirst() throws {
    let app = TrackerHost()
    try app.play(Self.setUp + " tab shift+f10 down enter")
    #expect(app.text.contains("Delete this entry?"))
    try app.play("esc")
    #expect(app.lines.contains { $0.contains("Work · Report") })
  }
}
