import KeystrokeTesting
import Testing

@testable import Keystroke

/// A toolbar-like row of buttons with symbols, as Apple's examples write them.
private struct Actions: View {
  @State private var log = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Button("Settings", systemImage: "gear") { log += "s" }
        Button("削除", systemImage: "trash", role: .destructive) { log += "d" }
        Button("", systemImage: "star") { log += "e" }
      }
      Text("Log: " + log)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct ButtonSystemImageTests {
  @Test(arguments: [80, 140])
  func showsTheGlyphBeforeTheTitleAndPresses(columns: Int) throws {
    let host = TestHost(Actions(), columns: columns, rows: 3)
    #expect(host.lines[0].contains("⚙ Settings"))
    #expect(host.lines[0].contains("削除"))
    #expect(host.lines[0].contains("☆"))
    try host.play("enter tab enter")
    #expect(host.text.contains("Log: sd"))
  }
}
