import KeystrokeTesting
import Testing

@testable import Keystroke

private struct ExportApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Ready").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Archive") {
        Button("Export Every Entry as Comma-Separated Values") {}.keyboardShortcut("e")
        Button("Compact the Whole Archive") {}.keyboardShortcut("k").disabled(true)
      }
    }
  }
}

/// The palette at a narrow width: a title cut short ends in `…`, so it never reads as other
/// words.
@MainActor
@Suite struct PaletteCutTitleTests {
  @Test func cutTitlesEndInAnEllipsisAndKeepTheirKeys() throws {
    let host = TestHost(app: ExportApp.self, columns: 34, rows: 12)
    try host.play("cmd+shift+p \"archive\"")
    let export = try #require(host.row(containing: "Archive: Export"))
    #expect(host.lines[export].contains("…"))
    #expect(host.lines[export].contains("⌘E"))
    let compact = try #require(host.row(containing: "Archive: Compact"))
    #expect(host.lines[compact].contains("…"))
    #expect(!host.lines[compact].contains("— no "))
  }
}
