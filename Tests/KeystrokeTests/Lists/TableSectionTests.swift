import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

private struct Task: Identifiable, Hashable {
  let id: Int
  var title: String
  var done: Bool
}

private let open = [
  Task(id: 1, title: "Write", done: false), Task(id: 2, title: "Test", done: false),
]
private let finished = [Task(id: 3, title: "Plan", done: true)]

/// A table of tasks in two sections, each row with a context menu.
private struct TaskTable: View {
  @State private var selection: Task.ID?
  @State private var log = "none"

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Table(of: Task.self, selection: $selection) {
        TableColumn("Title", value: \.title)
        TableColumn("State") { Text($0.done ? "done" : "open") }
      } rows: {
        Section("Open") {
          ForEach(open) { task in
            TableRow(task)
              .contextMenu { Button("Finish \(task.title)") { log = "finished \(task.id)" } }
          }
        }
        Section("Finished") {
          ForEach(finished) { task in TableRow(task).draggable(task.title) }
        }
      }
      Text("Selected: \(selection.map(String.init) ?? "none") log: \(log)")
    }
  }
}

/// Sections with no rows, and a table whose only columns come from an empty collection.
private struct EmptyShapes: View {
  let columns: [Task]
  @State private var selection: Task.ID?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Table(of: Task.self, selection: $selection) {
        TableColumnForEach(columns) { column in
          TableColumn(column.title) { Text($0.done ? "done" : "open") }
        }
      } rows: {
        Section("Nothing here") {
          ForEach([Task]()) { TableRow($0) }
        }
        Section("Nor here") {
          ForEach([Task]()) { TableRow($0) }
        }
      }
      Text("Selected: \(selection.map(String.init) ?? "none")")
    }
  }
}

/// A section the app folds and unfolds with a button.
private struct FoldingTable: View {
  @State private var showsFinished = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Fold") { showsFinished.toggle() }.keyboardShortcut("f", modifiers: [])
      Table(of: Task.self) {
        TableColumn("Title", value: \.title)
      } rows: {
        Section("Open") { ForEach(open) { TableRow($0) } }
        Section("Finished", isExpanded: $showsFinished) { ForEach(finished) { TableRow($0) } }
      }
    }
  }
}

@MainActor
private func hosted(_ view: some View, columns: Int, rows: Int) -> TestHost {
  let host = TestHost(view, columns: columns, rows: rows)
  host.host.update(force: true)
  return host
}

@MainActor
@Suite struct TableSectionTests {
  @Test(arguments: [80, 140])
  func sectionHeadersSpanTheColumnsInBold(columns: Int) throws {
    let host = hosted(TaskTable(), columns: columns, rows: 10)
    let header = try #require(host.row(containing: "Title"))
    #expect(host.lines[header + 2].hasPrefix("Open"))
    #expect(host.style(column: 0, row: header + 2).attributes.contains(.bold))
    #expect(host.lines[header + 3].hasPrefix("Write"))
    #expect(host.lines[header + 4].hasPrefix("Test"))
    #expect(host.lines[header + 5].hasPrefix("Finished"))
    #expect(host.lines[header + 6].hasPrefix("Plan"))
    #expect(host.lines[header + 6].contains("done"))
  }

  @Test(arguments: [80, 140])
  func keyboardSkipsSectionHeaders(columns: Int) throws {
    let host = hosted(TaskTable(), columns: columns, rows: 10)
    try host.play("down")
    #expect(host.text.contains("Selected: 1"))
    try host.play("down down")
    // From Test (2) the next row is Plan (3), past the Finished header.
    #expect(host.text.contains("Selected: 3"))
    try host.play("up")
    #expect(host.text.contains("Selected: 2"))
    try host.play("home")
    #expect(host.text.contains("Selected: 1"))
  }

  @Test(arguments: [80, 140])
  func aRowsContextMenuOpensOnItsRowOnly(columns: Int) throws {
    let host = hosted(TaskTable(), columns: columns, rows: 12)
    try host.play("down down shift+f10")
    #expect(host.text.contains("Finish Test"))
    #expect(!host.text.contains("Finish Write"))
    try host.play("return")
    #expect(host.text.contains("log: finished 2"))
    // Plan has no menu: Shift+F10 there opens nothing.
    try host.play("down shift+f10")
    #expect(!host.text.contains("Finish Test") && !host.text.contains("Finish Write"))
    #expect(host.text.contains("Selected: 3"))
  }

  @Test(arguments: [80, 140])
  func emptySectionsAndNoColumnsDrawWithoutASelection(columns: Int) throws {
    let host = hosted(EmptyShapes(columns: []), columns: columns, rows: 8)
    #expect(host.text.contains("Nothing here"))
    #expect(host.text.contains("Nor here"))
    try host.play("down end home up shift+f10")
    #expect(host.text.contains("Selected: none"))
    let withColumn = hosted(
      EmptyShapes(columns: [Task(id: 9, title: "Only", done: false)]), columns: columns, rows: 8)
    #expect(withColumn.lines.contains { $0.hasPrefix("Only") })
  }

  @Test(arguments: [80, 140])
  func anExpandableSectionHidesItsRowsWhileCollapsed(columns: Int) throws {
    let host = hosted(FoldingTable(), columns: columns, rows: 10)
    #expect(host.lines.contains { $0.hasPrefix("▸ Finished") })
    #expect(!host.text.contains("Plan"))
    #expect(host.text.contains("Write"))
    try host.play("f")
    #expect(host.lines.contains { $0.hasPrefix("▾ Finished") })
    let header = try #require(host.row(containing: "Finished"))
    #expect(host.lines[header + 1].hasPrefix("Plan"))
  }
}
