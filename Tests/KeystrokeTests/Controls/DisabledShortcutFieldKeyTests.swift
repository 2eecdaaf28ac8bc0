import KeystrokeTesting
import Testing

@testable import Keystroke

/// A search field next to a disabled Edit button on ⌘E, as in the time tracker's entries.
private struct SearchAndEdit: View {
  @State private var query = ""
  var canEdit = false

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Search", text: $query)
      Button("Edit…") {}.keyboardShortcut("e").disabled(!canEdit)
    }
  }
}

/// A key whose every binding is disabled still reaches the focused view.
@MainActor
@Suite struct DisabledShortcutFieldKeyTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  @Test func aDisabledButtonsFallbackKeyStillMovesTheFieldsCursor() throws {
    let host = ViewHost(SearchAndEdit(), width: 30, height: 3)
    host.terminalProfile = .legacy
    for token in ["a", "b", "c", "left", "left"] { host.send(try key(token)) }
    #expect(host.send(try key("ctrl+e")) == .handledByView)
    host.send(try key("z"))
    #expect(host.lines[0].contains("abcz"))
  }

  @Test func anEnabledButtonTakesItsKeyOnceFocusLeavesTheField() throws {
    let host = ViewHost(SearchAndEdit(canEdit: true), width: 30, height: 3)
    host.terminalProfile = .legacy
    // In the field Ctrl+E is End, not ⌘E's fallback (see ReadlineKeysOverFallbackTests).
    #expect(host.send(try key("ctrl+e")) == .handledByView)
    host.send(try key("tab"))
    #expect(host.send(try key("ctrl+e")) == .fired("Edit…"))
  }

  @Test func aFocusedViewThatDoesNotTakeTheKeyLeavesItDisabled() throws {
    let view = Button("Edit…") {}.keyboardShortcut("e").disabled(true)
    let host = ViewHost(view, width: 30, height: 1)
    host.terminalProfile = .legacy
    #expect(host.send(try key("ctrl+e")) == .disabled("Edit…"))
  }
}
