import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import Keystroke

private struct ChordApp: App {
  @State private var count = 0

  var body: some Scene {
    WindowGroup {
      Text("Count \(count)")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Counter") {
        Button("Increment") { count += 1 }.keyboardShortcut(chord: "ctrl+k ctrl+i")
        Button("Add Ten") { count += 10 }
          .keyboardShortcut(
            chord: KeyChord(
              KeyboardShortcut("k", modifiers: .control), KeyboardShortcut("t", modifiers: [])))
      }
    }
  }
}

/// `.keyboardShortcut(chord:)`: the engine's chords from SwiftUI-shaped code, with the hint
/// line, Escape and the timeout.
@MainActor
@Suite(.serialized) struct KeyChordTests {
  @Test func chordsReadFromTextOrStepByStep() throws {
    let typed = KeyChord(
      KeyboardShortcut("k", modifiers: .control), KeyboardShortcut("s", modifiers: .control))
    #expect(typed == "ctrl+k ctrl+s")
    #expect(try KeyChord(parsing: "⌃K ⌃S") == typed)
    #expect(typed.description == "ctrl+k ctrl+s")
    #expect(throws: ShortcutParseError.self) { try KeyChord(parsing: "ctrl+k ctrl+") }
  }

  @Test func theHintLineShowsWhatCanFollowAndTheChordFires() throws {
    let host = TestHost(app: ChordApp.self, columns: 80, rows: 10)
    try host.play("ctrl+k")
    #expect(host.lines.last == "⌃K … then  ⌃I Increment  t Add Ten  ⎋ Cancel")
    try host.play("ctrl+i")
    #expect(host.text.contains("Count 1"))
    // No pending chord: the usual hints, which list the chord commands themselves.
    #expect(host.lines.last?.hasPrefix("F10 Menu  ⇧⌘P Commands  ⌃K ⌃I Increment") == true)
    try host.play("ctrl+k t")
    #expect(host.text.contains("Count 11"))
  }

  @Test func escapeAndATimeoutCancel() throws {
    let host = TestHost(app: ChordApp.self, columns: 80, rows: 10, terminal: .legacy)
    try host.play("ctrl+k esc ctrl+i")
    #expect(host.text.contains("Count 0"))
    #expect(host.lines.last?.hasPrefix("F10 Menu  Alt+Shift+P Commands") == true)
    #expect(host.lines.last?.contains("…") == false)
    try host.play("ctrl+k")
    #expect(host.lines.last?.hasPrefix("Ctrl+K … then  Ctrl+I Increment") == true)
    try host.play("wait:2s")
    #expect(host.lines.last?.hasPrefix("F10 Menu  Alt+Shift+P Commands") == true)
    #expect(host.lines.last?.contains("…") == false)
    try host.play("ctrl+i")
    #expect(host.text.contains("Count 0"))
  }

  @Test func menusAndThePaletteShowTheChord() throws {
    let host = TestHost(app: ChordApp.self, columns: 80, rows: 12)
    try host.play("f10 right right right right")
    #expect(host.lines.contains { $0.contains("Increment") && $0.contains("⌃K ⌃I") })
    #expect(host.lines.contains { $0.contains("Add Ten") && $0.contains("⌃K t") })
    try host.play("esc cmd+shift+p \"incr\"")
    #expect(host.lines.contains { $0.contains("Counter: Increment") && $0.contains("⌃K ⌃I") })
  }
}
