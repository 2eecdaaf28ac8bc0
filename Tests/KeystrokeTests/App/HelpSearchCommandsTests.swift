import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import Keystroke

/// An app with a command of its own and nothing in the Help menu.
private struct SearchedApp: App {
  @State private var count = 0

  var body: some Scene {
    WindowGroup {
      Text("Count \(count)")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Counter") {
        Button("Increment") { count += 1 }.keyboardShortcut("i")
      }
    }
  }
}

/// An app that puts its own guide in place of the Help menu's standard item.
private struct OwnHelpApp: App {
  @State private var read = false

  var body: some Scene {
    WindowGroup {
      Text(read ? "Guide read" : "Guide unread")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandGroup(replacing: .help) {
        Button("Counter Guide") { read = true }
      }
    }
  }
}

/// An app that empties the help group and replaces the About item.
private struct NoHelpApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Quiet").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandGroup(replacing: .help) {}
      CommandGroup(replacing: .appInfo) { Button("About Quiet") {} }
    }
  }
}

/// Help › Search Commands…: the palette reached from the menus, with its keys shown, as a
/// Mac's Help menu offers its search field.
@MainActor
@Suite struct HelpSearchCommandsTests {
  /// The Help menu's titles, top to bottom (separators left out).
  private func helpTitles(_ host: TestHost) -> [String] {
    let help = host.host.menuBar?.menus.first { $0.title == "Help" }
    return help?.commands.map(\.title) ?? []
  }

  @Test(arguments: [TerminalKeyProfile.kitty, .legacy])
  func helpHeadsWithSearchCommandsShowingThePalettesKeys(terminal: TerminalKeyProfile) throws {
    let host = TestHost(app: SearchedApp.self, columns: 100, rows: 20, terminal: terminal)
    let name = AppIdentity.displayName
    #expect(helpTitles(host).prefix(2) == ["Search Commands…", "\(name) Help"])
    try host.play("f10 left")
    let keys = terminal == .kitty ? "⇧⌘P" : "Alt+Shift+P"
    #expect(host.lines.contains { $0.contains("Search Commands…") && $0.contains(keys) })
    // It is the first item: Return opens the palette.
    try host.play("enter")
    #expect(host.row(containing: "> ") != nil)
    #expect(host.row(containing: "Counter: Increment") != nil)
    try host.play("\"incr\" enter")
    #expect(host.text.contains("Count 1"))
  }

  @Test func thePaletteDoesNotListItsOwnOpener() throws {
    let host = TestHost(app: SearchedApp.self, columns: 100, rows: 30)
    try host.play("cmd+shift+p")
    #expect(host.row(containing: "Help: Explain Next Key") != nil)
    #expect(host.row(containing: "Search Commands") == nil)
    try host.play("\"search comm\"")
    #expect(host.row(containing: "Search Commands") == nil)
  }

  @Test(arguments: [40, 100])
  func theHintLineKeepsThePalettesKey(columns: Int) throws {
    let host = TestHost(app: SearchedApp.self, columns: columns, rows: 12)
    let bottom = try #require(host.lines.last)
    #expect(bottom.contains("Commands"))
  }

  @Test func theCatalogListsThePalettesCommandOnce() throws {
    let host = TestHost(app: SearchedApp.self, columns: 100, rows: 20)
    let catalog = try #require(host.host.commandCatalog)
    #expect(catalog.commands(withID: "keystroke.commandPalette").count == 1)
    #expect(catalog.commands(withID: "keystroke.commandPalette").first?.scope == .app)
    #expect(!catalog.commands.contains { $0.command.title == "Search Commands…" })
  }

  @Test func anAppsOwnHelpGroupKeepsTheSearchAboveIt() throws {
    let host = TestHost(app: OwnHelpApp.self, columns: 100, rows: 20)
    #expect(helpTitles(host).prefix(2) == ["Search Commands…", "Counter Guide"])
    #expect(!helpTitles(host).contains("\(AppIdentity.displayName) Help"))
    try host.play("f10 left down enter")
    #expect(host.text.contains("Guide read"))
  }

  @Test func anEmptiedHelpGroupStillLeavesTheSearch() throws {
    let host = TestHost(app: NoHelpApp.self, columns: 100, rows: 20)
    #expect(helpTitles(host).first == "Search Commands…")
    #expect(!helpTitles(host).contains("\(AppIdentity.displayName) Help"))
    try host.play("f10 left enter")
    #expect(host.row(containing: "> ") != nil)
  }
}
