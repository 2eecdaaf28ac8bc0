import KeystrokeTesting
import Testing

@testable import Keystroke

/// A settings stack whose links use every destination form SwiftUI has.
private struct SettingsStack: View {
  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        NavigationLink(destination: Text("General pane")) { Text("General") }
        NavigationLink("Accounts", destination: Text("Accounts pane"))
        NavigationLink(String("Privacy")) { Text("Privacy pane") }
        NavigationLink(String("Network"), destination: Text("Network pane"))
      }
      .navigationTitle(Text("Settings"))
      .navigationSubtitle("Mac")
    }
  }
}

@MainActor
@Suite struct NavigationLinkFormTests {
  @Test(arguments: [80, 140])
  func everyDestinationFormPushesItsView(columns: Int) throws {
    let host = TestHost(SettingsStack(), columns: columns, rows: 10)
    #expect(host.text.contains("Settings — Mac"))
    // Back on the list, the link that was opened has focus again: Tab goes on to the next.
    for (keys, pane) in [
      ("enter", "General pane"), ("tab enter", "Accounts pane"), ("tab enter", "Privacy pane"),
      ("tab enter", "Network pane"),
    ] {
      try host.play(keys)
      #expect(host.text.contains(pane), "\(keys)")
      try host.play("escape")
      #expect(host.text.contains("Settings — Mac"))
    }
  }

  @Test func titleLine() {
    #expect(NavigationTitles.line(title: "A", subtitle: "B") == "A — B")
    #expect(NavigationTitles.line(title: "A", subtitle: nil) == "A")
    #expect(NavigationTitles.line(title: nil, subtitle: "B") == "B")
    #expect(NavigationTitles.line(title: "A", subtitle: "") == "A")
    #expect(NavigationTitles.line(title: nil, subtitle: nil) == nil)
  }
}
