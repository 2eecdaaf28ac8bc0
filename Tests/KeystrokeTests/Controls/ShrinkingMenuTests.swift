import KeystrokeTesting
import Testing

@testable import Keystroke

/// How many items the menus below list; a class the test changes between updates.
@MainActor
private final class ItemCount {
  var count = 12
}

/// A pop-up menu and a context menu over the same changing number of items.
private struct ShrinkingMenus: View {
  let items: ItemCount

  var body: some View {
    Menu("Actions") {
      ForEach(0..<items.count, id: \.self) { number in Button("Action \(number)") {} }
    }
    .contextMenu {
      ForEach(0..<items.count, id: \.self) { number in Button("Ctx \(number)") {} }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Menus whose items shrink while they are open keep a highlight inside what is left.
@MainActor
@Suite struct ShrinkingMenuTests {
  @Test(arguments: ["space end", "shift+f10 end"])
  func anOpenMenuWhoseItemsShrinkShowsTheLastItemLeft(keys: String) throws {
    let items = ItemCount()
    let host = TestHost(ShrinkingMenus(items: items), columns: 40, rows: 12)
    try host.play(keys)
    items.count = 3
    host.host.update(force: true)
    let label = keys.hasPrefix("space") ? "Action" : "Ctx"
    #expect(host.text.contains("\(label) 2"))
    #expect(!host.text.contains("\(label) 3"))
    try host.play("up")
    #expect(host.text.contains("\(label) 0"))
  }
}

/// A window's element asked for its rows before its layout, with a position kept from a longer
/// list, gives none rather than reading past its rows.
@MainActor
@Suite struct RowWindowElementTests {
  @Test func aPositionFromALongerListGivesNoRowsBeforeLayout() {
    let position = ItemWindowPosition()
    position.row = 9
    let rows: [Element] = (0..<3).map { _ in Element() }
    let element = RowWindowElement(rows: rows, highlighted: 2, first: position)
    #expect(element.children.isEmpty)
    element.place(in: CellRect(x: 0, y: 0, width: 10, height: 2))
    #expect(position.row == 1)
    #expect(element.children.count == 2)
  }
}
