import Foundation
import Testing

@testable import Keystroke

/// A list's data and what its actions were called with.
@MainActor
private final class Fruits {
  var items = ["Apple", "Banana", "Cherry", "Damson"]
  var selected: String?
  var marked: Set<String> = []
  var deletions: [IndexSet] = []
  var moves: [(IndexSet, Int)] = []
  var mode: EditMode = .inactive
}

/// A list of fruits whose rows can be deleted and moved, selecting one row at a time.
private struct SingleFruitList: View {
  let model: Fruits

  var body: some View {
    List(selection: Binding(get: { model.selected }, set: { model.selected = $0 })) {
      ForEach(model.items, id: \.self) { Text($0) }
        .onDelete { offsets in
          model.deletions.append(offsets)
          model.items.remove(atOffsets: offsets)
        }
        .onMove { offsets, destination in
          model.moves.append((offsets, destination))
          model.items.move(fromOffsets: offsets, toOffset: destination)
        }
    }
  }
}

/// The same list with marked rows, in an edit mode the app owns, with an edit button on top.
private struct MarkedFruitList: View {
  let model: Fruits

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      EditButton()
      List(selection: Binding(get: { model.marked }, set: { model.marked = $0 })) {
        ForEach(model.items, id: \.self) { Text($0) }
          .onDelete { offsets in
            model.deletions.append(offsets)
            model.items.remove(atOffsets: offsets)
          }
      }
    }
    .environment(\.editMode, Binding(get: { model.mode }, set: { model.mode = $0 }))
  }
}

/// A list that keeps its own edit mode, with the edit button inside it.
private struct OwnModeList: View {
  var body: some View {
    List {
      EditButton()
      ForEach(["A", "B"], id: \.self) { Text($0) }.onDelete { _ in }
    }
  }
}

@MainActor
@Suite struct ListEditingTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  @Test func editModeIsEditingUnlessInactive() {
    #expect(!EditMode.inactive.isEditing)
    #expect(EditMode.transient.isEditing)
    #expect(EditMode.active.isEditing)
    #expect(EnvironmentValues().editMode == nil)
  }

  @Test(arguments: ["backspace", "delete"])
  func deleteKeyDeletesTheSelectedRowAndSelectsTheNext(_ deleteKey: String) throws {
    let model = Fruits()
    model.selected = "Banana"
    let host = ViewHost(SingleFruitList(model: model), width: 12, height: 5)
    host.update()
    #expect(host.send(try key(deleteKey)) == .handledByView)
    #expect(model.deletions == [IndexSet(integer: 1)])
    #expect(model.items == ["Apple", "Cherry", "Damson"])
    #expect(model.selected == "Cherry")
    host.update()
    #expect(host.lines.prefix(3) == ["Apple", "Cherry", "Damson"])
  }

  @Test func deletingTheLastRowSelectsThePreviousAndTheOnlyRowSelectsNothing() throws {
    let model = Fruits()
    model.items = ["Apple", "Banana"]
    model.selected = "Banana"
    let host = ViewHost(SingleFruitList(model: model), width: 12, height: 3)
    host.update()
    host.send(try key("backspace"))
    #expect(model.selected == "Apple")
    host.update()
    host.send(try key("backspace"))
    #expect(model.items.isEmpty)
    #expect(model.selected == nil)
    host.update()
    host.send(try key("backspace"))
    #expect(model.deletions.count == 2)
  }

  @Test func deleteWithoutASelectionDoesNothing() throws {
    let model = Fruits()
    let host = ViewHost(SingleFruitList(model: model), width: 12, height: 5)
    host.update()
    host.send(try key("backspace"))
    #expect(model.deletions.isEmpty)
    #expect(model.items.count == 4)
  }

  @Test(arguments: [
    ("alt+down", "Banana", 1, 3, ["Apple", "Cherry", "Banana", "Damson"]),
    ("alt+up", "Banana", 1, 0, ["Banana", "Apple", "Cherry", "Damson"]),
    ("alt+down", "Cherry", 2, 4, ["Apple", "Banana", "Damson", "Cherry"]),
    ("alt+up", "Damson", 3, 2, ["Apple", "Banana", "Damson", "Cherry"]),
  ])
  func altArrowsMoveTheSelectedRow(
    _ script: String, _ selected: String, _ offset: Int, _ destination: Int, _ result: [String]
  ) throws {
    let model = Fruits()
    model.selected = selected
    let host = ViewHost(SingleFruitList(model: model), width: 12, height: 5)
    host.update()
    #expect(host.send(try key(script)) == .handledByView)
    #expect(model.moves.count == 1)
    #expect(model.moves.first?.0 == IndexSet(integer: offset))
    #expect(model.moves.first?.1 == destination)
    #expect(model.items == result)
    #expect(model.selected == selected)
  }

  @Test func movingPastAnEndDoesNothingAndTheSelectionFollowsTheRow() throws {
    let model = Fruits()
    model.selected = "Apple"
    let host = ViewHost(SingleFruitList(model: model), width: 12, height: 5)
    host.update()
    host.send(try key("alt+up"))
    #expect(model.moves.isEmpty)
    host.send(try key("alt+down"))
    host.update()
    host.send(try key("alt+down"))
    host.update()
    #expect(model.items == ["Banana", "Cherry", "Apple", "Damson"])
    #expect(model.moves.map(\.1) == [2, 3])
    host.send(try key("down"))
    #expect(model.selected == "Damson")
  }

  @Test func inEditModeMarkedRowsAreDeletedTogetherAndShowMarkers() throws {
    let model = Fruits()
    let host = ViewHost(MarkedFruitList(model: model), width: 12, height: 6)
    host.update()
    #expect(host.lines[1] == "  Apple")
    model.mode = .active
    host.update(force: true)
    #expect(host.lines[0].hasPrefix("[ Done ]"))
    #expect(host.lines[1] == "  ⌫  Apple")
    host.play(try KeyScript(parsing: "tab down space down down space"))
    #expect(model.marked == ["Apple", "Cherry"])
    host.send(try key("delete"))
    #expect(model.deletions == [IndexSet([0, 2])])
    #expect(model.items == ["Banana", "Damson"])
    #expect(model.marked.isEmpty)
  }

  @Test func editButtonTogglesTheAppsEditModeAndCodeLeavesIt() throws {
    let model = Fruits()
    let host = ViewHost(MarkedFruitList(model: model), width: 12, height: 6)
    host.update()
    #expect(host.lines[0].hasPrefix("[ Edit ]"))
    host.play(try KeyScript(parsing: "space"))
    #expect(model.mode == .active)
    host.update(force: true)
    #expect(host.lines[0].hasPrefix("[ Done ]"))
    model.mode = .inactive
    host.update(force: true)
    #expect(host.lines[0].hasPrefix("[ Edit ]"))
    #expect(host.lines[1] == "  Apple")
  }

  @Test func aListKeepsItsOwnEditModeForAnEditButtonInside() throws {
    let host = ViewHost(OwnModeList(), width: 12, height: 4)
    host.update()
    #expect(host.lines[0].hasPrefix("[ Edit "))
    #expect(host.lines[1] == "A")
    host.play(try KeyScript(parsing: "tab space"))
    host.update()
    #expect(host.lines[0].hasPrefix("   [ Done "))
    #expect(host.lines[1] == "⌫  A")
    host.play(try KeyScript(parsing: "space"))
    host.update()
    #expect(host.lines[1] == "A")
  }
}
