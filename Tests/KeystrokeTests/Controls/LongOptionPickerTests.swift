import KeystrokeTesting
import Testing

@testable import Keystroke

/// A picker whose chosen option is longer than the line: the project picker of a time tracker
/// after someone named a project with a whole sentence.
private struct ProjectChooser: View {
  @State private var project = 1

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Project", selection: $project) {
        Text("Inbox").tag(0)
        Text("Quarterly planning for the migration of every regional office").tag(1)
      }
      Text("Task")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A pop-up button shows its value on one line: a long one ends in "…" inside the brackets
/// rather than wrapping below them, and the open list still shows it whole.
@MainActor
@Suite struct LongOptionPickerTests {
  @Test func theChosenOptionStaysOnOneLine() throws {
    let host = TestHost(ProjectChooser(), columns: 40, rows: 10)
    #expect(host.lines[0].hasPrefix("Project [ Quarterly planning"))
    #expect(host.lines[0].hasSuffix("… ▾]"))
    #expect(host.lines[1].hasPrefix("Task"))
  }
}
