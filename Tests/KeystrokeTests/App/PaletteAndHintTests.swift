import KeystrokeTesting
import Testing

@testable import Keystroke

/// An app whose first menu command is destructive, with a screen control and a disabled one.
private struct PaletteApp: App {
  @State private var log: [String] = []

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        Text("Log: \(log.joined(separator: ","))")
        Button("Refresh") { log.append("refresh") }.keyboardShortcut("r")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Items") {
        Button("Delete All", role: .destructive) { log.append("deleted") }
          .keyboardShortcut("d", modifiers: [.command, .shift])
        Button("Archive") { log.append("archived") }.keyboardShortcut(
          "a", modifiers: [.command, .option])
        Button("Export") { log.append("exported") }.disabled(true)
      }
    }
  }
}

@MainActor
@Suite struct PaletteAndHintTests {
  private func paletteLines(_ host: TestHost) -> [String] {
    guard let top = host.row(containing: "> ") else { return [] }
    return Array(host.lines[(top + 1)...].prefix { !$0.contains("└") })
  }

  @Test(arguments: [80, 140])
  func returnOnAFreshPaletteNeverQuitsOrDestroys(columns: Int) throws {
    let host = TestHost(app: PaletteApp.self, columns: columns, rows: 30)
    try host.play("cmd+shift+p enter")
    #expect(!host.quitRequested)
    #expect(host.row(containing: "Log: refresh") != nil)
    // Typing "quit" lists Quit, but Return still waits for the user to move to it.
    try host.play("cmd+shift+p \"quit\" enter")
    #expect(!host.quitRequested)
    #expect(host.row(containing: "> quit") != nil)
    try host.play("down enter")
    #expect(host.quitRequested)
  }

  @Test(arguments: [80, 140])
  func theScreensControlsComeFirstThenRecentCommandsLead(columns: Int) throws {
    let host = TestHost(app: PaletteApp.self, columns: columns, rows: 30)
    try host.play("cmd+shift+p")
    let lines = paletteLines(host)
    #expect(lines.first?.contains("Refresh") == true)
    let delete = try #require(lines.firstIndex { $0.contains("Items: Delete All") })
    let archive = try #require(lines.firstIndex { $0.contains("Items: Archive") })
    #expect(archive < delete)
    #expect(!lines.contains { $0.contains("Export") })
    // Run Archive from the palette: it leads the next time.
    try host.play("esc cmd+shift+p \"archive\" enter")
    #expect(host.row(containing: "Log: archived") != nil)
    try host.play("cmd+shift+p")
    #expect(paletteLines(host).first?.contains("Items: Archive") == true)
  }

  @Test(arguments: [80, 140])
  func aDisabledMatchIsListedLastAndSaysSo(columns: Int) throws {
    let host = TestHost(app: PaletteApp.self, columns: columns, rows: 30)
    try host.play("cmd+shift+p \"export\"")
    #expect(host.row(containing: "Items: Export — not available now") != nil)
    try host.play("enter down enter")
    #expect(host.row(containing: "Log: ") != nil && host.row(containing: "exported") == nil)
  }

  @Test(arguments: [80, 140])
  func theHintLineShowsWhatTheKeysDoNow(columns: Int) throws {
    let host = TestHost(app: PaletteApp.self, columns: columns, rows: 30)
    let bottom = { host.lines[host.lines.count - 1] }
    #expect(bottom().contains("F10 Menu"))
    #expect(bottom().contains("⌘R Refresh"))
    // The app's own menu commands follow the screen's, when enabled.
    #expect(bottom().contains("⌥⌘A Archive"))
    #expect(!bottom().contains("Export"))
    try host.play("cmd+shift+p")
    #expect(!bottom().contains("F10"))
    #expect(bottom().contains("Run") && bottom().contains("Close"))
    try host.play("esc f10")
    #expect(bottom().contains("Menus") && bottom().contains("Choose"))
    #expect(!bottom().contains("F10 Menu"))
    try host.play("esc")
    #expect(bottom().contains("F10 Menu"))
  }
}
