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
  private func press(_ host: ViewHost, _ keys: String) throws {
    for key in keys.split(separator: " ") {
      host.send(KeyPress(try Shortcut(parsing: String(key))))
    }
  }

  private func type(_ text: String, into host: ViewHost) {
    for character in text { host.send(KeyPress(Shortcut(character), text: String(character))) }
  }

  /// The focused button as the screen shows it, or "field" for the focused text field.
  private func focused(_ host: ViewHost) -> String? {
    guard let target = host.interactions.focusTarget(id: host.focusedNodeID) else { return nil }
    if target.element is TextFieldElement { return "field" }
    let frame = target.element.frame
    let line = Array(host.lines[frame.y])
    return String(line[frame.x..<min(frame.maxX, line.count)])
  }

  @Test func startBecomesStopAndKeepsFocusInOnePass() throws {
    let host = ViewHost(Toggles(), width: 40, height: 12)
    host.update()
    try press(host, "tab")
    #expect(focused(host) == "[ Start ]")
    try press(host, "enter")
    #expect(host.lines.contains { $0.contains("Running") })
    #expect(host.passesInLastUpdate == 1)
    #expect(focused(host) == "[ Stop ]")
    try press(host, "enter")
    #expect(host.passesInLastUpdate == 1)
    #expect(focused(host) == "[ Start ]")
  }

  @Test func editingInPlaceFocusesTheFieldAndReturnsToTheButton() throws {
    let host = ViewHost(Toggles(), width: 40, height: 12)
    host.update()
    try press(host, "tab tab")
    #expect(focused(host) == "[ Edit ]")
    try press(host, "enter")
    #expect(host.passesInLastUpdate == 1)
    #expect(focused(host) == "field")
    type("!", into: host)
    try press(host, "enter")
    #expect(host.lines.contains { $0.contains("Note: draft!") })
    #expect(focused(host) == "[ Edit ]")
  }

  @Test func aBranchWithoutControlsLeavesFocusToTheHost() throws {
    let host = ViewHost(Toggles(), width: 40, height: 12)
    host.update()
    try press(host, "tab tab tab")
    #expect(focused(host) == "[ Finish ]")
    try press(host, "enter")
    #expect(host.lines.contains { $0.contains("Finished") })
    // Nothing in the new branch can take focus: the host gives it to the first control.
    #expect(focused(host) == "[ Reset ]")
    // No claim is left armed for a later build.
    try press(host, "ctrl+r")
    #expect(focused(host) == "[ Reset ]")
  }

  @Test func focusOutsideTheBranchStaysWhereItIs() throws {
    let host = ViewHost(Toggles(), width: 40, height: 12)
    host.update()
    #expect(focused(host) == "[ Reset ]")
    try press(host, "ctrl+r")
    #expect(host.lines.contains { $0.contains("Running") })
    #expect(host.passesInLastUpdate == 1)
    #expect(focused(host) == "[ Reset ]")
  }
}
