import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Which item of the long menus ran last; a class, so the view's value never changes.
@MainActor
private final class Chosen {
  var item: String?
}

/// A pop-up menu of forty actions above a line of text, inside a view with a context menu of
/// forty more: both longer than a terminal of fourteen rows.
private struct LongMenus: View {
  let chosen: Chosen

  var body: some View {
    VStack(alignment: .leading) {
      Menu("Actions") {
        ForEach(1...40, id: \.self) { number in
          Button("Action \(number)") { chosen.item = "Action \(number)" }
        }
      }
      Text("below")
    }
    .contextMenu {
      ForEach(1...40, id: \.self) { number in
        Button("Ctx \(number)") { chosen.item = "Ctx \(number)" }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Pop-up and context menus longer than their room show a window of their items that follows
/// the highlight, with a scroll bar, and clicks land on the item shown.
@MainActor
@Suite struct LongMenuListTests {
  private func host(_ chosen: Chosen) -> TestHost {
    TestHost(LongMenus(chosen: chosen), columns: 40, rows: 14)
  }

  /// Where `text` (followed by a space, so "Ctx 2" is not "Ctx 20") is on screen.
  private func place(of text: String, in host: TestHost) throws -> (column: Int, row: Int) {
    let row = try #require(host.lines.firstIndex { $0.contains(text + " ") })
    let column = try #require(host.lines[row].range(of: text)).lowerBound.utf16Offset(
      in: host.lines[row])
    return (column, row)
  }

  private func click(_ host: TestHost, on text: String) throws {
    let (column, row) = try place(of: text, in: host)
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: column, row: row))
  }

  @Test func aPopUpMenuShowsTenItemsAroundItsHighlight() throws {
    let chosen = Chosen()
    let host = host(chosen)
    try host.play("space")
    #expect(host.lines.filter { $0.contains("Action ") }.count == 10)
    #expect(host.row(containing: "below") != nil)
    #expect(host.lines.contains { $0.contains("┃") })
    try host.play("end")
    #expect(host.row(containing: "Action 40") != nil)
    #expect(host.row(containing: "Action 30 ") == nil)
    try host.play("pageup enter")
    #expect(chosen.item == "Action 30")
    try host.play("space")
    for _ in 0..<15 { try host.play("down") }
    try click(host, on: "Action 12")
    #expect(chosen.item == "Action 12")
  }

  @Test func aContextMenuTallerThanTheScreenKeepsItsHighlightInView() throws {
    let chosen = Chosen()
    let host = host(chosen)
    try host.play("shift+f10")
    #expect(host.row(containing: "Ctx 1 ") != nil)
    for _ in 0..<20 { try host.play("down") }
    let (column, row) = try place(of: "Ctx 21", in: host)
    #expect(host.host.screen.style(x: column, y: row).attributes.contains(.reverse))
    #expect(host.row(containing: "Ctx 1 ") == nil)
    try host.play("end enter")
    #expect(chosen.item == "Ctx 40")
    try host.play("shift+f10")
    for _ in 0..<25 { try host.play("down") }
    try click(host, on: "Ctx 20")
    #expect(chosen.item == "Ctx 20")
  }
}
