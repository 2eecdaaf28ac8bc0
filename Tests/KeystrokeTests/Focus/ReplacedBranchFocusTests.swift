import KeystrokeCore
import Testing

@testable import Keystroke

/// A timer whose Start button becomes Stop, a note edited in place, and a task whose Finish
/// button gives way to plain text: three `if`/`else`s that replace the focused control.
private struct Toggles: View {
  @State private var running = false
  @State private var editing = false
  @State private var note = "draft"
  @State private var finished = false

  var body: some View {
    VStack(alignment: .leading) {
      Button("Reset") {
        running = false
        finished = false
      }
      .keyboardShortcut("0", modifiers: .control)
      if running {
        Text("Running")
        Button("Stop") { running = false }
      } else {
        Button("Start") { running = true }.keyboardShortcut("r", modifiers: .control)
      }
      if editing {
        TextField("Note", text: $note).onSubmit { editing = false }
      } else {
        HStack {
          Text("Note: \(note)")
          Button("Edit") { editing = true }
        }
      }
      if finished {
        Text("Finished")
      } else {
        Button("Finish") { finished = true }
      }
    }
  }
}

/// When the branch of an `if`/`else` that holds focus is replaced, the first enabled control of
/// the branch that replaces it takes focus while it is built
/// (`ViewGraph.followFocus(intoReplacementOf:)`): focus stays where the user was, in one pass.
@MainActor
@Suite struct ReplacedBranchFocusTests {
  /// The focused button as the screen shows it, or "field" for the focused text field.
  private func focused(_ host: ViewHost) -> String? {
    let target = host.interactions.focusTarget(id: host.focusedNodeID)
    return target?.element is TextFieldElement ? "field" : host.focusedText
  }

  @Test func startBecomesStopAndKeepsFocusInOnePass() throws {
    let host = ViewHost(Toggles(), width: 40, height: 12)
    host.update()
    try host.press("tab")
    #expect(focused(host) == "[ Start ]")
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Running") })
    #expect(host.passesInLastUpdate == 1)
    #expect(focused(host) == "[ Stop ]")
    try host.press("enter")
    #expect(host.passesInLastUpdate == 1)
    #expect(focused(host) == "[ Start ]")
  }

  @Test func editingInPlaceFocusesTheFieldAndReturnsToTheButton() throws {
    let host = ViewHost(Toggles(), width: 40, height: 12)
    host.update()
    try host.press("tab tab")
    #expect(focused(host) == "[ Edit ]")
    try host.press("enter")
    #expect(host.passesInLastUpdate == 1)
    #expect(focused(host) == "field")
    host.typeText("!")
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Note: draft!") })
    #expect(focused(host) == "[ Edit ]")
  }

  @Test func aBranchWithoutControlsLeavesFocusToTheHost() throws {
    let host = ViewHost(Toggles(), width: 40, height: 12)
    host.update()
    try host.press("tab tab tab")
    #expect(focused(host) == "[ Finish ]")
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Finished") })
    // Nothing in the new branch can take focus: the host gives it to the first control.
    #expect(focused(host) == "[ Reset ]")
    // No claim is left armed for a later build.
    try host.press("ctrl+r")
    #expect(focused(host) == "[ Reset ]")
  }

  @Test func focusOutsideTheBranchStaysWhereItIs() throws {
    let host = ViewHost(Toggles(), width: 40, height: 12)
    host.update()
    #expect(focused(host) == "[ Reset ]")
    try host.press("ctrl+r")
    #expect(host.lines.contains { $0.contains("Running") })
    #expect(host.passesInLastUpdate == 1)
    #expect(focused(host) == "[ Reset ]")
  }
}
