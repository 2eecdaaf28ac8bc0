import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Which of the long menu's items ran last; a class, so the app's value never changes.
@MainActor
private final class Ran {
  static var last: Int?
}

/// An app whose Rooms menu lists forty rooms: taller than a terminal of sixteen rows.
private struct RoomsApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Lobby").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Rooms") {
        ForEach(1...40, id: \.self) { room in
          Button("Room \(room)") { Ran.last = room }
        }
      }
    }
  }
}

/// A menu taller than the screen shows a window of its items that follows the highlight, with
/// a scroll bar for its right border; Home, End and the page keys move through it.
@MainActor
@Suite(.serialized) struct LongMenuTests {
  private func openRooms() throws -> TestHost {
    let host = TestHost(app: RoomsApp.self, columns: 60, rows: 16)
    // The Rooms menu sits between the app's own menus and Window and Help.
    try host.play("f10")
    for _ in 0..<8 where host.row(containing: "Room 1 ") == nil { try host.play("right") }
    #expect(host.row(containing: "Room 1 ") != nil)
    return host
  }

  /// The item titles the open menu shows, top to bottom.
  private func shown(_ host: TestHost) -> [String] {
    host.lines.compactMap { line in
      guard let range = line.range(of: "Room ") else { return nil }
      let digits = line[range.upperBound...].prefix { $0.isNumber }
      return "Room " + digits
    }
  }

  @Test func theWindowFollowsTheHighlightToTheEndAndBack() throws {
    let host = try openRooms()
    #expect(shown(host).count == 13)
    #expect(host.lines.contains { $0.contains("┃") })
    try host.play("end")
    #expect(shown(host).last == "Room 40")
    try host.play("enter")
    #expect(Ran.last == 40)
    let again = try openRooms()
    try again.play("end home")
    #expect(shown(again).first == "Room 1")
    try again.play("pagedown")
    try again.play("enter")
    #expect(Ran.last == 14)
  }

  @Test func downPastTheWindowScrollsAndAClickChoosesWhatIsShown() throws {
    let host = try openRooms()
    for _ in 0..<20 { try host.play("down") }
    #expect(shown(host).contains("Room 21"))
    #expect(!shown(host).contains("Room 1"))
    let row = try #require(host.lines.firstIndex { $0.contains("Room 15 ") })
    let column = try #require(host.lines[row].range(of: "Room 15")).lowerBound.utf16Offset(
      in: host.lines[row])
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: column, row: row))
    _ = host.host.send(mouse: TerminalMouseEvent(.release(.left), column: column, row: row))
    #expect(Ran.last == 15)
  }

  @Test func theWheelScrollsTheOpenMenuAndTheHighlightComesAlong() throws {
    let host = try openRooms()
    let row = try #require(host.lines.firstIndex { $0.contains("Room 3 ") })
    let column = try #require(host.lines[row].range(of: "Room 3")).lowerBound.utf16Offset(
      in: host.lines[row])
    let down = TerminalMouseEvent(.scroll(.down), column: column, row: row)
    #expect(host.host.send(mouse: down))
    #expect(host.host.send(mouse: down))
    #expect(shown(host).first == "Room 7")
    #expect(shown(host).last == "Room 19")
    try host.play("enter")
    #expect(Ran.last == 7)
    // Scrolled to its end, the menu stops there; up again keeps a highlight inside.
    let again = try openRooms()
    for _ in 0..<20 { _ = again.host.send(mouse: down) }
    #expect(shown(again).last == "Room 40")
    try again.play("down enter")
    #expect(Ran.last == 29)
  }

  @Test func theWheelElsewhereLeavesAnOpenMenuAsItIs() throws {
    let host = try openRooms()
    let before = host.lines
    // Over the menu bar's titles and over the window beside the menu.
    #expect(host.host.send(mouse: TerminalMouseEvent(.scroll(.down), column: 2, row: 0)))
    #expect(host.host.send(mouse: TerminalMouseEvent(.scroll(.down), column: 10, row: 10)))
    #expect(host.lines == before)
    try host.play("enter")
    #expect(Ran.last == 1)
  }

  @Test func aWheelStepKeepsTheHighlightOnASelectableRowInTheWindow() {
    let rows = (0..<30).map { index in
      MenuRows.Row(
        title: "item \(index)", keys: "", isEnabled: true, isSeparator: index % 7 == 3)
    }
    let selectable = rows.indices.filter { !rows[$0].isSeparator }
    for shown in 1...12 {
      for first in 0...(rows.count - shown) {
        for highlighted in selectable.indices {
          for step in [-3, -1, 1, 3] {
            guard
              let moved = MenuWindow.scrolled(
                rows: rows, first: first, shown: shown, highlighted: highlighted, by: step)
            else {
              #expect(first + step < 0 || first + step > rows.count - shown)
              continue
            }
            #expect(moved.first == min(max(0, first + step), rows.count - shown))
            let window = moved.first..<(moved.first + shown)
            let row = selectable[moved.highlighted]
            // A window of separators alone keeps the old highlight (none to move to).
            if selectable.contains(where: { window.contains($0) }) {
              #expect(window.contains(row))
            }
            if window.contains(selectable[highlighted]) {
              #expect(moved.highlighted == highlighted)
            }
          }
        }
      }
    }
  }

  @Test func aWheelStepMovesTheHighlightOffADisabledItem() {
    let rows = (0..<30).map { index in
      MenuRows.Row(title: "item \(index)", keys: "", isEnabled: index != 3, isSeparator: false)
    }
    // One step of three from the top: the window starts at item 3, which is disabled.
    let moved = MenuWindow.scrolled(rows: rows, first: 0, shown: 10, highlighted: 0, by: 3)
    #expect(moved?.first == 3)
    #expect(moved?.highlighted == 4)
  }

  @Test func theWindowMovesOnlyAsFarAsTheHighlightNeeds() {
    let rows = (0..<30).map { index in
      MenuRows.Row(
        title: "item \(index)", keys: "", isEnabled: true, isSeparator: index % 7 == 3)
    }
    let selectable = rows.filter { !$0.isSeparator }.count
    for available in 1...12 {
      for previous in [0, 5, 29] {
        for highlighted in 0..<selectable {
          let first = MenuWindow.first(
            rows: rows, highlighted: highlighted, available: available, previous: previous)
          let row = rows.indices.filter { !rows[$0].isSeparator }[highlighted]
          #expect(first >= 0 && first <= rows.count - available)
          #expect(first <= row && row < first + available)
          let kept = min(previous, rows.count - available)
          if kept <= row && row < kept + available { #expect(first == kept) }
        }
      }
    }
  }
}
