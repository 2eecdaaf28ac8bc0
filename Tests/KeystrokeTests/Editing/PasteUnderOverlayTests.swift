import KeystrokeTesting
import Testing

@testable import Keystroke

/// A paste while the palette, the Keyboard Shortcuts editor or a menu covers the window does
/// not reach the focused field beneath it, which the user cannot see.
@MainActor
@Suite struct PasteUnderOverlayTests {
  private func host() throws -> TestHost {
    let host = TestHost(app: EditMenuApp.self, columns: 60, rows: 14)
    try host.play("\"draft\"")
    return host
  }

  private func fieldText(_ host: TestHost) -> String? {
    host.lines.first { $0.hasPrefix("title=") }
  }

  @Test func aPasteWithThePaletteOpenLeavesTheFieldAlone() throws {
    let host = try host()
    try host.play("cmd+shift+p")
    #expect(!host.host.paste("pasted"))
    try host.play("esc")
    #expect(fieldText(host) == "title=draft|notes=")
  }

  @Test func aPasteWithAMenuOpenLeavesTheFieldAlone() throws {
    let host = try host()
    try host.play("f10")
    #expect(!host.host.paste("pasted"))
    try host.play("esc")
    #expect(fieldText(host) == "title=draft|notes=")
  }

  @Test func aPasteWithTheShortcutsEditorOpenLeavesTheFieldAlone() throws {
    let host = try host()
    try host.play("f10 down enter")
    #expect(host.row(containing: "Keyboard Shortcuts:") != nil)
    #expect(!host.host.paste("pasted"))
    try host.play("esc")
    #expect(fieldText(host) == "title=draft|notes=")
  }

  @Test func aPasteWithNothingOverTheWindowReachesTheField() throws {
    let host = try host()
    #expect(host.host.paste(" pasted"))
    #expect(fieldText(host) == "title=draft pasted|notes=")
  }
}
