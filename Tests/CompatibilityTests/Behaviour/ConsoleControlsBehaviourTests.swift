import Keystroke
import KeystrokeTesting
import Testing

/// A settings pane with a mixed-state toggle, a help button and a dialog that can be
/// suppressed.
private struct ConsoleControlsPane: View {
  @State private var alertsOn = true
  @State private var mailOn = false
  @State private var helpShown = false
  @State private var confirming = false
  @State private var suppressed = false

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("All notifications", sources: [$alertsOn, $mailOn], isOn: \.self)
      Toggle("Mail", isOn: $mailOn)
      HelpLink { helpShown = true }
      Button("Restart") { confirming = true }
      Text("Help shown: \(helpShown)")
      Text("Suppressed: \(suppressed)")
    }
    .confirmationDialog("Restart the server?", isPresented: $confirming) {
      Button("Restart", role: .destructive) {}
    }
    .dialogSuppressionToggle(isSuppressed: $suppressed)
  }
}

/// A mixed-state toggle, `HelpLink` and `.dialogSuppressionToggle` do what they say.
@MainActor
@Suite struct ConsoleControlsBehaviourTests {
  @Test func aToggleOverSourcesShowsMixedAndTurnsThemAllOn() throws {
    let host = TestHost(ConsoleControlsPane(), columns: 60, rows: 16)
    #expect(host.row(containing: "[-] All notifications") != nil)
    try host.play("space")
    #expect(host.row(containing: "[x] All notifications") != nil)
    #expect(host.row(containing: "[x] Mail") != nil)
    try host.play("space")
    #expect(host.row(containing: "[ ] All notifications") != nil)
    #expect(host.row(containing: "[ ] Mail") != nil)
  }

  @Test func aHelpLinkRunsItsAction() throws {
    let host = TestHost(ConsoleControlsPane(), columns: 60, rows: 16)
    #expect(host.row(containing: "? Help") != nil)
    try host.play("tab tab enter")
    #expect(host.row(containing: "Help shown: true") != nil)
  }

  @Test func aSuppressionCheckBoxSitsInTheDialogAndSetsTheBinding() throws {
    let host = TestHost(ConsoleControlsPane(), columns: 60, rows: 16)
    try host.play("tab tab tab enter")
    #expect(host.row(containing: "[ ] Do not show this message again") != nil)
    // The dialog opens on its buttons; the check box comes last in the Tab order.
    try host.play("shift+tab space")
    #expect(host.row(containing: "[x] Do not show this message again") != nil)
    try host.play("esc")
    #expect(host.row(containing: "Suppressed: true") != nil)
  }
}
