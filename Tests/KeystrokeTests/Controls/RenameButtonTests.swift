import KeystrokeTesting
import Testing

@testable import Keystroke

/// A playlist with a rename button beside its name field, in the shape of Apple's
/// `RenameButton` example: the rename action focuses the field.
private struct RenamablePlaylist: View {
  @State private var name = "Mix"
  @FocusState private var naming: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      RenameButton()
      TextField("Name", text: $name)
        .focused($naming)
      Text(naming ? "Naming \(name)" : "Idle \(name)")
    }
    .renameAction($naming)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A track whose context menu renames it through a closure.
private struct RenamableTrack: View {
  @State private var log = "none"

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Track") {}
        .contextMenu { RenameButton() }
      Text("Log \(log)")
    }
    .renameAction { log = "rename" }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A playlist row whose context menu renames it in a field below, as Apple's `RenameButton`
/// example does from a context menu: the rename action focuses the field.
private struct RenamableRow: View {
  @State private var name = "Mix"
  @FocusState private var naming: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Playlist") {}
        .contextMenu { RenameButton() }
      TextField("Name", text: $name)
        .focused($naming)
      Text(naming ? "Naming \(name)" : "Idle \(name)")
    }
    .renameAction($naming)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A rename button with a closure for its action, and one with no action around it.
private struct RenameCounter: View {
  @State private var renames = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      RenameButton()
        .renameAction { renames += 1 }
      RenameButton()
      Text("Renames \(renames)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct RenameButtonTests {
  @Test func theFocusFormMovesFocusToTheNameField() throws {
    let host = TestHost(RenamablePlaylist(), columns: 40, rows: 10)
    #expect(host.text.contains("Idle Mix"))
    try host.play("enter")
    #expect(host.text.contains("Naming Mix"))
    try host.play("\"!\"")
    #expect(host.text.contains("Naming Mix!"))
  }

  @Test func aContextMenuGetsTheActionAroundTheView() throws {
    let host = TestHost(RenamableTrack(), columns: 40, rows: 10)
    try host.play("shift+f10")
    let item = try #require(host.row(containing: "Rename"))
    let column = host.lines[item].distance(
      from: host.lines[item].startIndex, to: try #require(host.lines[item].firstIndex(of: "R")))
    #expect(!host.style(column: column, row: item).attributes.contains(.dim))
    try host.play("enter")
    #expect(host.text.contains("Log rename"))
  }

  /// The box closing gives focus back to the row it opened on, but the rename chosen in it
  /// asked for the field: the action's request wins, as SwiftUI applies it once the menu is
  /// dismissed.
  @Test func aContextMenusRenameLeavesFocusOnTheField() throws {
    let host = TestHost(RenamableRow(), columns: 40, rows: 10)
    #expect(host.text.contains("Idle Mix"))
    try host.play("shift+f10")
    #expect(host.row(containing: "Rename") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Rename") == nil)
    #expect(host.text.contains("Naming Mix"))
    try host.play("\"!\"")
    #expect(host.text.contains("Naming Mix!"))
  }

  @Test func theButtonRunsTheClosureAndIsDimmedWithoutAnAction() throws {
    let host = TestHost(RenameCounter(), columns: 40, rows: 5)
    try host.play("tab enter")
    #expect(host.text.contains("Renames 1"))
    #expect(!host.style(column: 4, row: 0).attributes.contains(.dim))
    #expect(host.style(column: 4, row: 1).attributes.contains(.dim))
  }
}
