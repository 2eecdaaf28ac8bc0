import Testing

@testable import Keystroke

/// A reading pane: a scroll view of numbered lines with nothing to focus inside, optionally
/// after a button.
private struct ReadingPane: View {
  let hasButton: Bool

  var body: some View {
    VStack(alignment: .leading) {
      if hasButton {
        Button("Mark Read") {}
      }
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(1...40, id: \.self) { number in
            Text("line \(number)")
          }
        }
      }
    }
  }
}

/// A scroll view with nothing to focus inside is itself a focus target (the arrows scroll
/// it). It asks for focus as a control does, so the window's start focuses it as it is built,
/// in one pass, instead of the host moving focus there afterwards.
@MainActor
@Suite struct ScrollViewFocusOnePassTests {
  private func focusedElement(_ host: ViewHost) -> Element? {
    host.interactions.focusTargets.first { $0.id == host.focusedNodeID }?.element
  }

  @Test func aScrollViewAloneTakesTheStartsFocusInOnePass() throws {
    let host = ViewHost(ReadingPane(hasButton: false), width: 30, height: 8)
    host.update()
    #expect(host.passesInLastUpdate == 1)
    #expect(focusedElement(host) is ScrollElement)
    #expect(host.lines.contains { $0.contains("line 1") })
    try host.press("down")
    #expect(!host.lines.contains { $0.contains("line 1 ") || $0.hasSuffix("line 1") })
  }

  @Test func aControlBeforeTheScrollViewKeepsTheStartsFocus() {
    let host = ViewHost(ReadingPane(hasButton: true), width: 30, height: 8)
    host.update()
    #expect(host.passesInLastUpdate == 1)
    #expect(focusedElement(host) is ButtonElement)
  }
}

/// A list tab and a notes tab holding only a scroll view of text.
private struct NotesTabs: View {
  enum Pane: Hashable { case list, notes }

  @State private var pane = Pane.list

  var body: some View {
    TabView(selection: $pane) {
      Tab("List", systemImage: "list.bullet", value: Pane.list) {
        List(0..<30, id: \.self) { Text("Item \($0)") }
      }
      Tab("Notes", systemImage: "doc", value: Pane.notes) {
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(0..<40, id: \.self) { Text("Note \($0)") }
          }
        }
      }
    }
    .tabViewKeyboardShortcuts()
  }
}

/// A tab switched to whose first focus target is a scroll view gives it focus as the tab is
/// built, where the host used to move focus in a second pass; arrows along the tab bar keep
/// focus on the bar, as before.
@MainActor
@Suite struct ScrollViewTabFocusTests {
  private func focusedElement(_ host: ViewHost) -> Element? {
    host.interactions.focusTargets.first { $0.id == host.focusedNodeID }?.element
  }

  @Test func aShortcutToTheNotesTabFocusesItsScrollViewInOnePass() throws {
    let host = ViewHost(NotesTabs(), width: 40, height: 10)
    host.update()
    #expect(focusedElement(host) is TabBarElement)
    try host.press("cmd+2")
    #expect(host.passesInLastUpdate == 1)
    #expect(focusedElement(host) is ScrollElement)
    #expect(host.lines.contains { $0.contains("Note 0") })
    try host.press("down")
    #expect(!host.lines.contains { $0.contains("Note 0") })
  }

  @Test func arrowsAlongTheBarKeepFocusOnIt() throws {
    let host = ViewHost(NotesTabs(), width: 40, height: 10)
    host.update()
    try host.press("right")
    #expect(host.passesInLastUpdate == 1)
    #expect(focusedElement(host) is TabBarElement)
    #expect(host.lines.contains { $0.contains("Note 0") })
  }
}
