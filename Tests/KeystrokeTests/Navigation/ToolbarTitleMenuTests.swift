import KeystrokeTesting
import Testing

@testable import Keystroke

/// A document screen with a title menu that renames its title, in the shape of Apple's
/// `toolbarTitleMenu` example.
private struct TitledReport: View {
  @State private var title = "Q3"
  @State private var log: [String] = []

  var body: some View {
    NavigationStack {
      Text("Log: " + log.joined(separator: ","))
        .navigationTitle($title)
        .toolbarTitleMenu {
          Button("Duplicate") { log.append("duplicate") }
        }
    }
  }
}

@MainActor
@Suite struct ToolbarTitleMenuTests {
  @Test func theTitleLineHasAMenuButtonThatRunsTheItems() throws {
    let host = TestHost(TitledReport(), columns: 40, rows: 8)
    let titleRow = try #require(host.row(containing: "Q3"))
    #expect(host.lines[titleRow].filter { $0 == "▾" }.count == 1)
    #expect(!host.text.contains("Duplicate"))
    try host.play("tab enter")
    #expect(host.text.contains("Duplicate"))
    try host.play("enter")
    #expect(host.text.contains("Log: duplicate"))
  }
}
