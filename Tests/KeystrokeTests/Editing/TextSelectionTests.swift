import Testing

@testable import Keystroke

@MainActor
@Suite struct TextSelectionTests {
  private func apply(_ key: String, _ text: String, cursor: Int, anchor: Int?) throws
    -> TextSelection.Edit?
  {
    let press = KeyPress(try Shortcut(parsing: key))
    return TextSelection.apply(press, to: text, cursor: cursor, anchor: anchor) {
      key, text, cursor in
      TextEditing.apply(key, to: text, cursor: cursor).map { ($0.text, $0.cursor) }
    }
  }

  @Test(
    arguments: [
      ("shift+left", 3, nil, 2, 3),
      ("shift+home", 3, nil, 0, 3),
      ("shift+end", 1, 3, 5, 3),
      ("shift+right", 2, 3, 3, nil),
      ("left", 3, 1, 2, nil),
    ] as [(String, Int, Int?, Int, Int?)])
  func movesExtendOrClearTheSelection(
    key: String, cursor: Int, anchor: Int?, newCursor: Int, newAnchor: Int?
  ) throws {
    let edit = try #require(try apply(key, "hello", cursor: cursor, anchor: anchor))
    #expect(edit == TextSelection.Edit(text: "hello", cursor: newCursor, anchor: newAnchor))
  }

  @Test(arguments: [
    ("backspace", "ho", 1),
    ("delete", "ho", 1),
    ("x", "hxo", 2),
  ])
  func editsReplaceTheSelection(key: String, text: String, cursor: Int) throws {
    let edit = try #require(try apply(key, "hello", cursor: 1, anchor: 4))
    #expect(edit == TextSelection.Edit(text: text, cursor: cursor, anchor: nil))
  }

  @Test func rangeIsClampedAndEmptyWhenCollapsed() {
    #expect(TextSelection.range(cursor: 2, anchor: 2, count: 5) == nil)
    #expect(TextSelection.range(cursor: 9, anchor: 1, count: 5) == 1..<5)
    #expect(TextSelection.range(cursor: 3, anchor: nil, count: 5) == nil)
  }

  @Test func undoManagerMovesActionsBetweenUndoAndRedo() {
    final class Box { var value = 0 }
    let box = Box()
    let manager = UndoManager()
    func set(_ value: Int) {
      let old = box.value
      box.value = value
      manager.registerUndo(withTarget: box) { _ in set(old) }
    }
    set(1)
    set(2)
    manager.setActionName("Set")
    #expect(manager.undoActionName == "Set")
    #expect(manager.canUndo && !manager.canRedo)
    manager.undo()
    #expect(box.value == 1 && manager.canRedo)
    manager.redo()
    #expect(box.value == 2)
    manager.undo()
    set(5)
    #expect(!manager.canRedo)
    manager.undo()
    manager.undo()
    #expect(box.value == 0 && !manager.canUndo)
  }
}
