import Testing

@testable import Keystroke

/// A list of songs with a menu for the selection, and a button with a menu of its own.
private struct Playlist: View {
  @State private var songs = ["Alpha", "Beta", "Gamma"]
  @State private var chosen: Set<String> = []
  @State private var log: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      List(songs, id: \.self, selection: $chosen) { Text($0) }
        .contextMenu(forSelectionType: String.self) { selection in
          Button("Play") { log.append("play " + selection.sorted().joined()) }
        }
      Button("Shuffle") { log.append("shuffle") }
        .contextMenu { Button("Shuffle all") { log.append("all") } }
      Text("Log: " + log.joined(separator: ","))
    }
  }
}

/// Shift+F10 moves focus off the control as it opens the box, which takes focus as it is
/// built; closing the box gives focus back before the update. Each takes one pass, and the
/// control is drawn without its focus mark while the box is up and with it afterwards.
@MainActor
@Suite struct ContextMenuFocusOnePassTests {
  private func list(_ host: ViewHost) -> LazyListElement? {
    host.rootElement?.first(LazyListElement.self)
  }

  @Test func aListMenuOpensAndClosesInOnePassEach() throws {
    let host = ViewHost(Playlist(), width: 40, height: 12)
    host.update()
    // ↓ moves the cursor onto Alpha; Space adds it to the selection.
    try host.press("down space")
    let listNode = try #require(host.focusedNodeID)
    #expect(list(host)?.isFocused == true)
    try host.press("shift+f10")
    #expect(host.lines.contains { $0.contains("Play") })
    #expect(host.passesInLastUpdate == 1)
    #expect(list(host)?.isFocused == false)
    try host.press("esc")
    #expect(!host.lines.contains { $0.contains("Play") })
    #expect(host.passesInLastUpdate == 1)
    #expect(host.focusedNodeID == listNode)
    #expect(list(host)?.isFocused == true)
    try host.press("shift+f10 enter")
    #expect(host.lines.contains { $0.contains("Log: play Alpha") })
    #expect(host.focusedNodeID == listNode)
  }

  @Test func aButtonMenuGivesFocusBackToTheButton() throws {
    let host = ViewHost(Playlist(), width: 40, height: 12)
    host.update()
    try host.press("tab")
    #expect(host.focusedText == "[ Shuffle ]")
    try host.press("shift+f10")
    #expect(host.passesInLastUpdate == 1)
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Log: all") })
    #expect(host.focusedText == "[ Shuffle ]")
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Log: all,shuffle") })
  }
}

/// A counter that keeps its count in its own `@State`, with a context menu on it.
private struct Counter: View {
  @State private var count = 0

  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

/// Opening a context menu leaves the view it is attached to where it was: its items are built
/// beside it, not in its place, so its state survives the menu.
@MainActor
@Suite struct ContextMenuKeepsStateTests {
  @Test func theCountSurvivesOpeningAndClosingTheMenu() throws {
    let screen = VStack(alignment: .leading) {
      Counter().contextMenu { Button("Nothing") {} }
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = ViewHost(screen, width: 30, height: 8)
    host.update()
    try host.press("enter enter")
    #expect(host.lines.contains { $0.contains("Count 2") })
    try host.press("shift+f10")
    #expect(host.lines.contains { $0.contains("Nothing") })
    #expect(host.lines.contains { $0.contains("Count 2") })
    try host.press("esc")
    #expect(host.lines.contains { $0.contains("Count 2") })
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Count 3") })
  }
}

/// A list without selection whose rows have swipe actions.
private struct Chores: View {
  @State private var chores = ["Dishes", "Laundry", "Plants"]
  @State private var done: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      List(chores, id: \.self) { chore in
        Text(chore)
          .swipeActions {
            Button("Done") {
              done.append(chore)
              chores.removeAll { $0 == chore }
            }
          }
      }
      Text("Done: " + done.joined(separator: ","))
    }
  }
}

/// A row's swipe actions open as a menu over the list; the list stays a focus target while
/// the menu is up (the menu's own target is not a control of its rows), so closing the menu
/// gives focus back to it before the update, in one pass.
@MainActor
@Suite struct SwipeMenuFocusOnePassTests {
  @Test func closingARowsMenuGivesFocusBackToTheListInOnePass() throws {
    let host = ViewHost(Chores(), width: 40, height: 12)
    host.update()
    let listNode = try #require(host.focusedNodeID)
    try host.press("down shift+f10")
    #expect(host.lines.contains { $0.contains("Done") && !$0.contains("Done:") })
    #expect(host.interactions.focusTarget(id: listNode) != nil)
    try host.press("esc")
    #expect(host.passesInLastUpdate == 1)
    #expect(host.focusedNodeID == listNode)
    try host.press("shift+f10 enter")
    #expect(host.lines.contains { $0.contains("Done: Laundry") })
    #expect(host.passesInLastUpdate == 1)
    #expect(host.focusedNodeID == listNode)
  }
}
