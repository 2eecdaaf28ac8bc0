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

/// A row of the log below.
private struct LogLine: Identifiable {
  let id: Int
  var text: String { "entry \(id)" }
}

/// Two tabs switched through an exposed binding, as an app's menu command switches them: a
/// plain note, and a log whose list takes focus when its tab is shown. With `leadingButton`
/// the log's tab starts with a button, which takes focus first instead.
private struct NoteAndLog: View {
  let leadingButton: Bool
  let expose: (Binding<Int>) -> Void
  @State private var pane = 1
  private static let lines = (0..<200).map(LogLine.init)

  var body: some View {
    expose($pane)
    return TabView(selection: $pane) {
      Tab("Note", systemImage: "note", value: 1) {
        Text("NOTE-PANE")
      }
      Tab("Log", systemImage: "list.bullet", value: 2) {
        VStack(alignment: .leading, spacing: 0) {
          Text("LOG-PANE")
          if leadingButton { Button("Clear") {} }
          List(Self.lines) { Text($0.text) }
        }
      }
    }
  }
}

/// A tab whose focused list lost focus while hidden comes back kept whole when focus comes back
/// to the list; when focus goes to another control, the list is built again without its mark.
@MainActor
@Suite struct TabReturnFocusTests {
  private func host(leadingButton: Bool, columns: Int) -> (ViewHost, (Int) -> Void) {
    var pane: Binding<Int>?
    let host = ViewHost(
      NoteAndLog(leadingButton: leadingButton) { pane = $0 }, width: columns, height: 12)
    host.update()
    return (
      host,
      { value in
        pane?.wrappedValue = value
        host.update()
      }
    )
  }

  private static func list(in root: Element?) -> LazyListElement? {
    guard let root else { return nil }
    if let match = root as? LazyListElement { return match }
    for child in root.children {
      if let match = list(in: child) { return match }
    }
    return nil
  }

  @Test(arguments: [50, 90])
  func aFocusedListComesBackWithItsTabKeptWhole(columns: Int) throws {
    let (host, show) = host(leadingButton: false, columns: columns)
    show(2)
    show(1)
    show(2)
    let list = try #require(Self.list(in: host.rootElement))
    #expect(list.isFocused)
    let listNode = host.focusedNodeID
    let subtrees = host.bodyCounts.subtrees
    show(1)
    #expect(host.lines.contains { $0.contains("NOTE-PANE") })
    show(2)
    // The very element drawn before, focused again, in one update.
    #expect(Self.list(in: host.rootElement) === list)
    #expect(host.focusedNodeID == listNode)
    #expect(host.bodyCounts.subtrees > subtrees)
    // What it draws is what a log shown for the first time draws.
    let (fresh, freshShow) = self.host(leadingButton: false, columns: columns)
    freshShow(2)
    #expect(host.screen == fresh.screen)
  }

  @Test func aListFocusDoesNotReturnToIsBuiltAgainWithoutItsMark() throws {
    let (host, show) = host(leadingButton: true, columns: 60)
    show(2)
    // Focus moves from the button to the list, then the tab is left and shown again: focus
    // goes to the button, the first control, and the list loses its mark.
    host.send(KeyPress(try Shortcut(parsing: "tab")))
    let list = try #require(Self.list(in: host.rootElement))
    #expect(list.isFocused)
    show(1)
    show(2)
    let shown = try #require(Self.list(in: host.rootElement))
    #expect(shown !== list)
    #expect(!shown.isFocused)
    let (fresh, freshShow) = self.host(leadingButton: true, columns: 60)
    freshShow(2)
    #expect(host.focusedNodeID != nil)
    #expect(host.screen == fresh.screen)
  }
}
