import KeystrokeCore
import Testing

@testable import Keystroke

/// A window with a field, the shortcut overview, and a command that is only available while
/// the count is above zero.
private struct TallyApp: App {
  @State private var tally = 0
  @State private var note = ""

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        Text("Tally \(tally)")
        TextField("Note", text: $note)
        KeyboardShortcutsView()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Tally") {
        Button("Add One") { tally += 1 }.keyboardShortcut("u")
        Button("Take One") { tally -= 1 }.keyboardShortcut("j").disabled(tally == 0)
      }
    }
  }
}

/// The shortcut overview shows the menu bar of the update that draws it: it is built after
/// the bar is resolved, in the same pass, and the root never asks for another update to
/// catch up (it used to read the previous update's bar and invalidate itself).
@MainActor
@Suite struct OverviewOnePassTests {
  @Test func aCommandThatBecomesAvailableIsListedInTheSameUpdate() throws {
    let host = ViewHost(app: TallyApp.self, width: 60, height: 20)
    host.update()
    #expect(host.lines.contains { $0.contains("Add One") })
    #expect(!host.lines.contains { $0.contains("Take One") })
    #expect(!host.needsUpdate)
    try host.press("cmd+u")
    #expect(host.lines.contains { $0 == "Tally 1" })
    #expect(host.lines.contains { $0.contains("Take One") && $0.hasSuffix("⌘J") })
    #expect(host.passesInLastUpdate == 1)
    #expect(!host.needsUpdate)
    try host.press("cmd+j")
    #expect(host.lines.contains { $0 == "Tally 0" })
    #expect(!host.lines.contains { $0.contains("Take One") })
    #expect(!host.needsUpdate)
  }

  @Test func undoIsListedTheMomentTheFieldHasAnEditToUndo() throws {
    let host = ViewHost(app: TallyApp.self, width: 60, height: 30)
    host.update()
    #expect(!host.lines.contains { $0.contains("Undo") })
    try host.press("tab")
    host.typeText("h")
    #expect(host.lines.contains { $0.contains("Undo") && $0.hasSuffix("⌘Z") })
    #expect(host.passesInLastUpdate == 1)
    #expect(!host.needsUpdate)
  }

  @Test func outsideAnAppTheOverviewSaysTheBarIsNotReady() {
    let host = ViewHost(KeyboardShortcutsView(), width: 50, height: 4)
    host.update()
    #expect(host.lines.contains { $0.contains("Shortcuts appear once the menu bar is ready.") })
  }
}

/// How many times ``Legend``'s body ran.
@MainActor
private enum LegendRuns {
  static var count = 0
}

/// A view with nothing that changes: built again only if its environment changes.
private struct Legend: View {
  var body: some View {
    LegendRuns.count += 1
    return Text("Type a note above.")
  }
}

/// A field beside a view that never changes, and no overview.
private struct NoteApp: App {
  @State private var note = ""

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        TextField("Note", text: $note)
        Legend()
      }
    }
  }
}

/// The menu bar is no longer handed down through the window's environment, so a key after
/// one that changed the bar (typing gives Edit an Undo) keeps the rest of the window whole.
@MainActor
@Suite struct MenuBarChangeKeepsWindowTests {
  @Test func typingThatChangesTheMenuBarDoesNotRebuildTheRestOfTheWindow() throws {
    let host = ViewHost(app: NoteApp.self, width: 40, height: 8)
    host.update()
    try host.press("tab")
    if host.focusedText?.contains("Note") != true { try host.press("tab") }
    host.typeText("h")
    #expect(host.menuBar?.commands.contains { $0.title == "Undo" && $0.isEnabled } == true)
    let runs = LegendRuns.count
    for character in "i!" {
      let kept = host.bodyCounts.subtrees
      host.typeText(String(character))
      // The legend's body did not run, and its subtree, elements included, was kept whole.
      #expect(host.bodyCounts.subtrees > kept)
    }
    #expect(host.lines.contains { $0.contains("hi!") })
    #expect(LegendRuns.count == runs)
  }
}
