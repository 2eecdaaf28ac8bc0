import KeystrokeTesting
import Testing

@testable import Keystroke

/// A dialog already up when the app starts, over a window with nothing to focus: the first
/// build's focus claim gives way to the dialog's, which passes over its destructive button.
@MainActor
@Suite struct LaunchAlertFocusTests {
  struct Notice: View {
    @State private var asking = true
    @State private var answer = "none"

    var body: some View {
      Text("answer \(answer)")
        .alert("Discard the draft?", isPresented: $asking) {
          Button("Discard", role: .destructive) { answer = "discard" }
          Button("Keep") { answer = "keep" }
        }
    }
  }

  @Test func aDialogUpAtLaunchStartsOnItsSafeButton() throws {
    let host = TestHost(Notice(), columns: 60, rows: 12)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(!host.host.needsUpdate)
    try host.play("enter")
    #expect(host.text.contains("answer keep"))
  }
}
