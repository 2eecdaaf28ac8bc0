import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// What the editor's buttons and picker did; a class, so the view's value never changes.
@MainActor
private final class EditorLog {
  var saved = 0
  var cancelled = 0
  var project = 0
}

/// An entry editor in a sheet, the shape apps give one: a form with a note, a project picker of
/// thirty and a few more rows, then Cancel (Escape) and Save (Return).
private struct EntryEditor: View {
  let log: EditorLog
  @State private var isEditing = true
  @State private var note = "standup"

  var body: some View {
    Text("Entries")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .sheet(isPresented: $isEditing) {
        VStack(alignment: .leading) {
          Form {
            TextField("Note", text: $note)
            Picker("Project", selection: Binding(get: { log.project }, set: { log.project = $0 })) {
              ForEach(0..<30, id: \.self) { number in Text("Project \(number)").tag(number) }
            }
            Text("Billable")
            Text("Duration 0:30")
          }
          HStack {
            Button("Cancel") {
              log.cancelled += 1
              isEditing = false
            }
            .keyboardShortcut(.cancelAction)
            Button("Save") {
              log.saved += 1
              isEditing = false
            }
            .keyboardShortcut(.defaultAction)
          }
        }
      }
  }
}

/// An open picker in a sheet has the keys it knows before the sheet's buttons do, as an open
/// menu has the keyboard: Escape closes the options and Return chooses one; and in a form too
/// short for its options, the highlighted one stays in view.
@MainActor
@Suite struct OpenPickerInSheetTests {
  @Test func escapeClosesTheOptionsNotTheSheet() throws {
    let log = EditorLog()
    let host = TestHost(EntryEditor(log: log), columns: 60, rows: 24)
    try host.play("tab space")
    #expect(host.row(containing: "Project 5 ") != nil)
    try host.play("down escape")
    #expect(log.cancelled == 0)
    #expect(host.row(containing: "Project 5 ") == nil)
    #expect(host.row(containing: "Save") != nil)
    #expect(log.project == 0)
    // Closed, the picker leaves Escape to the sheet's Cancel button.
    try host.play("escape")
    #expect(log.cancelled == 1)
  }

  @Test func returnChoosesTheHighlightedOptionNotTheDefaultButton() throws {
    let log = EditorLog()
    let host = TestHost(EntryEditor(log: log), columns: 60, rows: 24)
    try host.play("tab space down down enter")
    #expect(log.project == 2)
    #expect(log.saved == 0)
    #expect(host.row(containing: "Save") != nil)
    // Closed, Return is the sheet's default button again.
    try host.play("enter")
    #expect(log.saved == 1)
  }

  @Test func theHighlightedOptionStaysInViewInAShortForm() throws {
    let log = EditorLog()
    let host = TestHost(EntryEditor(log: log), columns: 60, rows: 10)
    try host.play("tab space")
    #expect(host.row(containing: "Project 0 ") != nil)
    for number in 1...14 {
      try host.play("down")
      let row = try #require(
        host.lines.firstIndex { $0.contains("Project \(number) ") },
        "Project \(number) is off the screen")
      let column = try #require(host.lines[row].range(of: "Project \(number)")).lowerBound
        .utf16Offset(in: host.lines[row])
      #expect(host.host.screen.style(x: column, y: row).attributes.contains(.reverse))
    }
    try host.play("enter")
    #expect(log.project == 14)
    // Closed, the picker's own line is shown again.
    #expect(host.row(containing: "[ Project 14 ▾]") != nil)
  }
}
