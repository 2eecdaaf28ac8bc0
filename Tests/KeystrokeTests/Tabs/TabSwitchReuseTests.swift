import KeystrokeCore
import Testing

@testable import Keystroke

/// Counts the row bodies that ran; a class, so it never makes two rows differ.
@MainActor
private final class RowRuns {
  var count = 0
}

/// A row whose body counts its runs.
private struct CountedRow: View {
  let name: String
  let runs: RowRuns
  var body: some View {
    runs.count += 1
    return Text(name)
  }
}

/// Two tabs switched by ⌘1 and ⌘2: a focusable list of counted rows, and a text field.
private struct ListAndField: View {
  enum Pane: Hashable { case list, field }
  let runs: RowRuns
  @State private var pane = Pane.list
  @State private var text = ""
  @State private var picked: Int?

  var body: some View {
    VStack(alignment: .leading) {
      TabView(selection: $pane) {
        Tab("List", systemImage: "list.bullet", value: Pane.list) {
          List(0..<30, id: \.self, selection: $picked) {
            CountedRow(name: "row \($0)", runs: runs)
          }
        }
        Tab("Field", systemImage: "pencil", value: Pane.field) {
          TextField("Name", text: $text)
        }
      }
      HStack {
        Button("List") { pane = .list }.keyboardShortcut("1")
        Button("Field") { pane = .field }.keyboardShortcut("2")
      }
    }
  }
}

/// Switching tabs moves focus out of a tab that is hidden: that view is marked, not every view,
/// so the tab comes back with its rows kept and without a stale focus mark.
@MainActor
@Suite struct TabSwitchReuseTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  @Test(arguments: [80, 140])
  func aTabComesBackWithoutRunningItsRowsAgain(columns: Int) throws {
    let runs = RowRuns()
    let host = ViewHost(ListAndField(runs: runs), width: columns, height: 16)
    host.update()
    host.send(try key("down"))
    host.send(try key("cmd+2"))
    host.send(try key("cmd+1"))
    let settled = runs.count
    host.send(try key("cmd+2"))
    host.send(try key("cmd+1"))
    host.send(try key("cmd+2"))
    host.send(try key("cmd+1"))
    #expect(host.lines.contains { $0.contains("row 1") })
    #expect(runs.count == settled)
    // What the list draws after the switches is what a list shown once draws.
    let fresh = ViewHost(ListAndField(runs: RowRuns()), width: columns, height: 16)
    fresh.update()
    fresh.send(try key("down"))
    fresh.send(try key("cmd+2"))
    fresh.send(try key("cmd+1"))
    #expect(host.lines == fresh.lines)
    #expect(host.screen == fresh.screen)
  }
}
