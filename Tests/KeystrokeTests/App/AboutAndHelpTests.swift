import KeystrokeTesting
import Testing

@testable import Keystroke

/// A one-window app with nothing of its own in the App and Help menus.
private struct PlainApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Content").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }
}

@MainActor
@Suite struct AboutAndHelpTests {
  @Test(arguments: [80, 140])
  func aboutShowsTheAppsNameAndClosesWithEscape(columns: Int) throws {
    let host = TestHost(app: PlainApp.self, columns: columns, rows: 20)
    // F10 opens the App menu on its first item, About.
    try host.play("f10 enter")
    let name = AppIdentity.displayName
    #expect(host.row(containing: "About \(name): Escape closes") != nil)
    // A box that takes no typing has a title, not a prompt.
    #expect(host.row(containing: "> About") == nil)
    #expect(host.row(containing: "No version is set for this build.") != nil)
    #expect(host.lines.last?.contains("Close") == true)
    try host.play("esc")
    #expect(host.row(containing: "Escape closes") == nil)
    #expect(host.row(containing: "Content") != nil)
  }

  @Test(arguments: [80, 140])
  func helpOpensTheKeyboardShortcutsOverview(columns: Int) throws {
    let host = TestHost(app: PlainApp.self, columns: columns, rows: 24)
    // Help opens on Search Commands…, above the app's help item.
    try host.play("f10 left down enter")
    #expect(host.row(containing: "Keyboard Shortcuts:") != nil)
    #expect(host.row(containing: "Edit › Copy") != nil)
    try host.play("esc")
    #expect(host.row(containing: "Keyboard Shortcuts:") == nil)
  }

  @Test func theAboutBoxSaysTheVersionWhenTheBundleHasOne() {
    let lines = AboutAndHelp.lines(appName: "Notes", version: "1.2 (45)")
    #expect(lines.prefix(2) == ["Notes", "Version 1.2 (45)"])
    #expect(AboutAndHelp.lines(appName: "Notes", version: nil)[1].contains("No version"))
  }
}
