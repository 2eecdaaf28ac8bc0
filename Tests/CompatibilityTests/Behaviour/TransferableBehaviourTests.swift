import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// A habit that travels as JSON, and as its name in plain text.
private struct ClipHabit: Codable, Hashable, Transferable {
  var name: String
  var streak: Int

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    ProxyRepresentation(exporting: \.name)
  }
}

/// A board whose habits can be copied, cut, pasted and shared.
private struct ClipHabitBoard: View {
  @State private var habits = [ClipHabit(name: "Walk", streak: 3)]
  @State private var pasted: [ClipHabit] = []
  @State private var pastedText = ""

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(habits, id: \.self) { habit in
        Button("Habit \(habit.name)") {}
          .copyable([habit])
          .cuttable(for: ClipHabit.self) {
            habits.removeAll { $0 == habit }
            return [habit]
          }
      }
      Button("Paste here") {}
        .pasteDestination(for: ClipHabit.self) { values in
          pasted += values
        } validator: { values in
          values.filter { $0.streak > 0 }
        }
      ShareLink("Share habit", item: ClipHabit(name: "Read", streak: 9))
      ShareLink("Share JSON", item: #"{"name":"Jog","streak":4}"#)
      PasteButton(payloadType: String.self) { pastedText = $0.joined() }
      PasteButton(payloadType: ClipHabit.self) { pasted += $0 }
      Text("Got: " + pasted.map { "\($0.name) \($0.streak)" }.joined(separator: ", "))
      Text("Text: \(pastedText)")
    }
  }
}

/// The board in a window, so the Edit menu's Copy, Cut and Paste reach it.
private struct ClipHabitApp: App {
  var body: some Scene {
    WindowGroup { ClipHabitBoard() }
  }
}

/// A copyable name beside a text field to paste it into.
private struct CopiedNameForm: View {
  @State private var note = ""

  var body: some View {
    VStack(alignment: .leading) {
      Button("Name Heron") {}.copyable(["Heron"])
      TextField("Note", text: $note)
      Text("Note: \(note)")
    }
  }
}

/// The form in a window, so the Edit menu's Copy and Paste reach it.
private struct CopiedNameApp: App {
  var body: some Scene {
    WindowGroup { CopiedNameForm() }
  }
}

/// `Transferable` values move through Copy, Cut, Paste, share links and paste buttons as
/// their values within the app and as their text form on the clipboard.
@MainActor
@Suite(.serialized) struct TransferableBehaviourTests {
  private func host() -> TestHost { TestHost(app: ClipHabitApp.self, columns: 70, rows: 16) }

  /// Plays `keys` until the screen shows `text`: a paste that lands before the copy's text
  /// was made pastes nothing, so it is pressed again.
  private func press(_ keys: String, until text: String, in host: TestHost) async throws {
    try await host.press(keys, until: text, presses: 40, polls: 10)
  }

  @Test func aShareLinkSharesATransferableValueAsItsPlainTextForm() async throws {
    let host = host()
    // The habit, the paste destination, the share link, then the String paste button.
    try host.play("tab tab enter tab tab")
    try await press("enter", until: "Text: Read", in: host)
    #expect(host.row(containing: "Text: Read") != nil)
  }

  @Test func copyPutsTheValuesOnThePasteboardAndPasteHandsThemBack() async throws {
    let host = host()
    try host.play("cmd+c tab cmd+v")
    #expect(host.row(containing: "Got: Walk 3") != nil)
    // On the clipboard the copied value is its plain-text form.
    try host.play("tab tab tab")
    try await press("enter", until: "Text: Walk", in: host)
    #expect(host.row(containing: "Text: Walk") != nil)
  }

  @Test func copiedTextPastesIntoATextFieldAtOnce() throws {
    let host = TestHost(app: CopiedNameApp.self, columns: 50, rows: 10)
    try host.play("cmd+c tab cmd+v")
    #expect(host.row(containing: "Note: Heron") != nil)
  }

  @Test func cutRunsTheActionAndPastesTheRemovedValues() throws {
    let host = host()
    try host.play("cmd+x")
    #expect(host.row(containing: "Habit Walk") == nil)
    // Focus moves on to the paste destination, now the first control.
    try host.play("cmd+v")
    #expect(host.row(containing: "Got: Walk 3") != nil)
  }

  @Test func pastedTextIsReadThroughTheRepresentationsAndValidated() async throws {
    let host = host()
    try host.play("tab")
    _ = host.host.paste(#"{"name":"Run","streak":0}"#)
    _ = host.host.paste(#"{"name":"Swim","streak":2}"#)
    try await host.waitFor("Got: Swim 2")
    #expect(host.row(containing: "Got: Swim 2") != nil)
    #expect(host.row(containing: "Run") == nil)
  }

  @Test func aPasteButtonOfATransferableTypeReadsCopiedText() async throws {
    let host = host()
    // "Share JSON" copies a habit's JSON as text; the habit paste button decodes it.
    try host.play("tab tab tab enter tab tab")
    try await press("enter", until: "Got: Jog 4", in: host)
    #expect(host.row(containing: "Got: Jog 4") != nil)
  }
}
