import KeystrokeCore
import Testing

@testable import Keystroke

/// A list of files with a confirmation dialog before deleting one, and an alert whose only
/// button is destructive.
private struct FileList: View {
  @State private var files = ["notes.txt", "plan.md", "ideas.txt"]
  @State private var chosen: String?
  @State private var confirming = false
  @State private var wiping = false

  var body: some View {
    VStack(alignment: .leading) {
      List(files, id: \.self, selection: $chosen) { Text($0) }
      Button("Delete…") { confirming = chosen != nil }.keyboardShortcut(.delete)
      Button("Wipe…") { wiping = true }.keyboardShortcut("w")
    }
    .confirmationDialog("Delete \(chosen ?? "")?", isPresented: $confirming) {
      Button("Delete", role: .destructive) { files.removeAll { $0 == chosen } }
      Button("Keep", role: .cancel) {}
    }
    .alert("Wipe everything?", isPresented: $wiping) {
      Button("Wipe", role: .destructive) { files = [] }
    }
  }
}

/// A dialog that opens over the focused view takes focus while it is built, as a sheet does,
/// and starts on its first button that is not destructive, as the host would start it.
@MainActor
@Suite struct DialogFocusOnePassTests {
  private func focusedButton(_ host: ViewHost) -> String? {
    let target = host.interactions.focusTarget(id: host.focusedNodeID)
    return target?.element is ButtonElement ? host.focusedText : nil
  }

  @Test func aConfirmationDialogStartsOnItsSafeButtonInOnePass() throws {
    let host = ViewHost(FileList(), width: 50, height: 14)
    host.update()
    try host.press("down")
    try host.press("cmd+backspace")
    #expect(host.lines.joined(separator: "\n").contains("Delete notes.txt?"))
    #expect(host.passesInLastUpdate == 1)
    #expect(focusedButton(host) == "[ Keep ]")
    try host.press("enter")
    #expect(!host.lines.joined(separator: "\n").contains("Delete notes.txt?"))
    #expect(host.lines.joined(separator: "\n").contains("notes.txt"))
  }

  @Test func anAlertWithOnlyADestructiveButtonStartsOnIt() throws {
    let host = ViewHost(FileList(), width: 50, height: 14)
    host.update()
    try host.press("down")
    try host.press("cmd+w")
    #expect(host.lines.joined(separator: "\n").contains("Wipe everything?"))
    #expect(focusedButton(host) == "[ Wipe ]")
    // Its only button is known to be destructive before it is built: taken in the build.
    #expect(host.passesInLastUpdate == 1)
    try host.press("enter")
    #expect(!host.lines.joined(separator: "\n").contains("ideas.txt"))
  }

  @Test func aDestructiveButtonCarryingAnotherControlLeavesTheChoiceToTheClaim() throws {
    let host = ViewHost(EraseWithOverlay(), width: 50, height: 12)
    host.update()
    try host.press("cmd+e")
    #expect(host.lines.joined(separator: "\n").contains("Erase the disk?"))
    #expect(focusedButton(host) == "[ Keep ]")
    #expect(host.passesInLastUpdate == 1)
  }

  @Test func anAlertOfDestructiveButtonsWithModifiersStartsOnTheFirstInOnePass() throws {
    let host = ViewHost(Purge(), width: 50, height: 12)
    host.update()
    try host.press("cmd+p")
    #expect(host.lines.joined(separator: "\n").contains("Purge the cache?"))
    #expect(focusedButton(host) == "[ Purge Now ]")
    #expect(host.passesInLastUpdate == 1)
  }
}

/// A destructive button with a button of its own in an overlay: not all of the alert's
/// controls are destructive, so it starts on the overlay's, as the host would.
private struct EraseWithOverlay: View {
  @State private var asking = false
  var body: some View {
    Button("Erase…") { asking = true }.keyboardShortcut("e")
      .alert("Erase the disk?", isPresented: $asking) {
        Button("Erase", role: .destructive) {}.overlay { Button("Keep") {} }
      }
  }
}

/// An alert whose buttons are all destructive, one with a shortcut and one made type-erased.
private struct Purge: View {
  @State private var asking = false
  var body: some View {
    Button("Purge…") { asking = true }.keyboardShortcut("p")
      .alert("Purge the cache?", isPresented: $asking) {
        Button("Purge Now", role: .destructive) {}.keyboardShortcut(.defaultAction)
        AnyView(Button("Purge Everything", role: .destructive) {})
      }
  }
}
