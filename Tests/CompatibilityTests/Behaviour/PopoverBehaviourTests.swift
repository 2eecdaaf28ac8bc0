import Keystroke
import KeystrokeTesting
import Testing

/// Popovers open beside the view that presents them, modal as sheets are.
@MainActor
@Suite struct PopoverBehaviourTests {
  @Test(arguments: [60, 120])
  func aHelpPopoverOpensOverTheWindowAndItsButtonClosesIt(columns: Int) throws {
    let host = TestHost(HelpedField(), columns: columns, rows: 12)
    #expect(host.row(containing: "Names are shown in reports.") == nil)
    try host.play("tab enter")
    #expect(host.row(containing: "Names are shown in reports.") != nil)
    // The popover is modal: focus is on its button, and typing goes nowhere beneath.
    try host.play("enter")
    #expect(host.row(containing: "Names are shown in reports.") == nil)
  }

  @Test func escapeClosesAPopover() throws {
    let host = TestHost(HelpedField(), columns: 80, rows: 12)
    try host.play("tab enter")
    #expect(host.row(containing: "Names are shown in reports.") != nil)
    try host.play("esc")
    #expect(host.row(containing: "Names are shown in reports.") == nil)
  }

  @Test func anItemPopoverShowsTheChosenRowAndAnotherRowStartsAfresh() throws {
    let host = TestHost(TaskDetailsList(), columns: 80, rows: 12)
    try host.play("tab enter")
    #expect(host.row(containing: "Review the budget: about 45m") != nil)
    try host.play("esc shift+tab enter")
    #expect(host.row(containing: "Write the report: about 2h") != nil)
    #expect(host.row(containing: "Review the budget: about") == nil)
  }

  @Test func aPopoverPresentedFromTheStartIsUpInTheFirstFrame() throws {
    let host = TestHost(AnchoredNote(), columns: 40, rows: 8)
    #expect(host.row(containing: "Note") != nil)
    try host.play("esc")
    #expect(host.row(containing: "Note") == nil)
    #expect(host.row(containing: "Anchored") != nil)
  }

  /// A popover opens beside the button that presents it, just below it, its box reaching the
  /// button's column and kept inside the window, rather than centred over the window.
  @Test(arguments: [40, 80])
  func aPopoverOpensJustBelowItsButton(columns: Int) throws {
    let host = TestHost(HelpedField(), columns: columns, rows: 12)
    let buttonRow = try #require(host.row(containing: "Help"))
    let buttonColumn = try #require(
      Array(host.lines[buttonRow]).firstIndex(of: "H"), "the Help button's column")
    try host.play("tab enter")
    let noteRow = try #require(host.row(containing: "Names are shown in reports."))
    #expect(noteRow > buttonRow)
    let top = Array(host.lines[buttonRow + 1])
    let left = try #require(top.firstIndex(of: "┌"), "the box's top border under the button")
    let right = try #require(top.lastIndex(of: "┐"))
    #expect(left <= buttonColumn && buttonColumn <= right)
    #expect(right < columns)
  }
}

/// A line with a popover attached to four of its cells, or to a point of it.
private struct AttachedNoteLine: View {
  let anchor: PopoverAttachmentAnchor
  @State private var isShown = true

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Spacer()
      Text("0123456789abcdefghijABCDEFGHIJ")
        .popover(isPresented: $isShown, attachmentAnchor: anchor) { Text("Note") }
    }
  }
}

/// Where a popover opens: beside the part its anchor names, never over its button when some
/// side has room.
@MainActor
@Suite struct PopoverPlacementBehaviourTests {
  /// The column and row of the box's top-left corner.
  private func corner(in host: TestHost) throws -> (column: Int, row: Int) {
    let row = try #require(host.lines.firstIndex { $0.contains("┌") })
    let column = try #require(Array(host.lines[row]).firstIndex(of: "┌"))
    return (column, row)
  }

  @Test func aRectangleAnchorPlacesTheBoxAtThoseCells() throws {
    let host = TestHost(
      AttachedNoteLine(anchor: .rect(.rect(CGRect(x: 20, y: 0, width: 4, height: 1)))),
      columns: 60, rows: 10)
    let line = try #require(host.row(containing: "0123456789"))
    let start = try #require(Array(host.lines[line]).firstIndex(of: "0"))
    let box = try corner(in: host)
    #expect(box.column == start + 20)
  }

  /// The line is at the bottom: a point on its top edge opens above it, centred there.
  @Test func aPointAnchorOpensOnItsEdgeCentredOnIt() throws {
    let host = TestHost(AttachedNoteLine(anchor: .point(.top)), columns: 60, rows: 10)
    let line = try #require(host.row(containing: "0123456789"))
    let start = try #require(Array(host.lines[line]).firstIndex(of: "0"))
    let box = try corner(in: host)
    #expect(box.row < line)
    let boxWidth = "Note".count + 4
    #expect(box.column == start + 15 - boxWidth / 2)
  }
}
