import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A text input (a field, or an editor) above buttons on ⌘A, ⌘W, ⌘E, ⌘K and ⌘U, whose
/// fallbacks on a legacy terminal are readline's Ctrl+A, Ctrl+W, Ctrl+E, Ctrl+K and Ctrl+U.
private struct InputAndCommands: View {
  @State private var text = ""
  var multiline = false
  var declaresControlK = false

  var body: some View {
    VStack(alignment: .leading) {
      if multiline {
        TextEditor(text: $text).frame(height: 2)
      } else {
        TextField("Line", text: $text)
      }
      Button("Select All") {}.keyboardShortcut("a")
      Button("Close") {}.keyboardShortcut("w")
      HStack {
        Button("Edit") {}.keyboardShortcut("e")
        Button("Link") {}.keyboardShortcut("k")
        Button("Underline") {}.keyboardShortcut("u")
        Button("Find") {}.keyboardShortcut("f")
      }
      if declaresControlK {
        Button("Kill") {}.keyboardShortcut("k", modifiers: .control)
      }
    }
  }
}

/// On a legacy terminal a focused text input takes its editing Control keys before the ⌘
/// shortcuts they are the fallbacks of; elsewhere the fallbacks still run their commands.
@MainActor
@Suite struct ReadlineKeysOverFallbackTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  private func host(
    multiline: Bool, declaresControlK: Bool = false, profile: TerminalKeyProfile = .legacy
  ) -> ViewHost {
    let view = InputAndCommands(multiline: multiline, declaresControlK: declaresControlK)
    let host = ViewHost(view, width: 40, height: 8)
    host.terminalProfile = profile
    return host
  }

  /// The input's text: the first line on screen with something on it, trimmed.
  private func input(_ host: ViewHost) -> String {
    host.lines.lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty } ?? ""
  }

  private func type(_ text: String, into host: ViewHost) throws {
    for character in text { host.send(try key(character == " " ? "space" : String(character))) }
  }

  @Test(arguments: [false, true])
  func controlWDeletesAWordAndControlAGoesToTheLineStart(multiline: Bool) throws {
    let host = host(multiline: multiline)
    try type("one two", into: host)
    #expect(host.send(try key("ctrl+w")) == .handledByView)
    #expect(input(host) == "one")
    #expect(host.send(try key("ctrl+a")) == .handledByView)
    try type("X", into: host)
    #expect(input(host) == "Xone")
  }

  @Test(arguments: [false, true])
  func controlEKAndUEditTheLine(multiline: Bool) throws {
    let host = host(multiline: multiline)
    try type("abc", into: host)
    for name in ["ctrl+a", "right", "ctrl+k"] { host.send(try key(name)) }
    #expect(input(host) == "a")
    host.send(try key("ctrl+e"))
    try type("yz", into: host)
    for name in ["left", "ctrl+u"] { host.send(try key(name)) }
    #expect(input(host) == "z")
  }

  @Test func outsideATextInputTheFallbacksStillRunTheirCommands() throws {
    let host = host(multiline: false)
    host.send(try key("tab"))
    #expect(host.send(try key("ctrl+a")) == .fired("Select All"))
    #expect(host.send(try key("ctrl+w")) == .fired("Close"))
  }

  @Test(arguments: [false, true])
  func findStaysOnControlFFromAnInput(multiline: Bool) throws {
    // Ctrl+F is also the input's move a character forward, but → does that, and Find has
    // no other key from inside a field.
    let host = host(multiline: multiline)
    try type("abc", into: host)
    #expect(host.send(try key("ctrl+f")) == .fired("Find"))
    #expect(input(host) == "abc")
  }

  @Test func aShortcutDeclaredAsControlStillWinsInAField() throws {
    let host = host(multiline: false, declaresControlK: true)
    try type("abc", into: host)
    for name in ["ctrl+a", "right"] { host.send(try key(name)) }
    #expect(host.send(try key("ctrl+k")) == .fired("Kill"))
    #expect(input(host).contains("abc"))
  }

  @Test func onKittyCommandKeysRunCommandsAndControlKeysEdit() throws {
    let host = host(multiline: false, profile: .kitty)
    try type("one two", into: host)
    #expect(host.send(try key("ctrl+w")) == .handledByView)
    #expect(host.send(try key("cmd+a")) == .fired("Select All"))
    #expect(host.send(try key("cmd+w")) == .fired("Close"))
    #expect(input(host) == "one")
  }
}
