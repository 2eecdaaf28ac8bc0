import Foundation
import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Buttons in a window's content on chords: one spelled as text, one step by step, one whose
/// inner `.keyboardShortcut(_:)` overrides an outer chord.
private struct ControlChordApp: App {
  @State private var log: [String] = []

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        Text("Log: \(log.joined(separator: ","))")
        Button("Reset") { log.append("reset") }.keyboardShortcut(chord: "ctrl+k ctrl+r")
        Button("Wipe") { log.append("wipe") }
          .keyboardShortcut(
            chord: KeyChord(
              KeyboardShortcut("k", modifiers: .control), KeyboardShortcut("w", modifiers: [])))
        VStack {
          Button("Plain") { log.append("plain") }.keyboardShortcut("p", modifiers: .control)
        }
        .keyboardShortcut(chord: "ctrl+k ctrl+p")
        Button("Start") { log.append("start") }.keyboardShortcut("s", modifiers: .control)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .navigationTitle("Timer")
    }
  }
}

/// `.keyboardShortcut(chord:)` on buttons in a window's content, and keymap entries giving a
/// button a chord: the hint line, Escape, the editor and the catalog.
@MainActor
@Suite(.serialized) struct ControlChordTests {
  static func host(keymap: String?, columns: Int = 80, terminal: TerminalKeyProfile = .kitty)
    throws -> (TestHost, String)
  {
    let directory = TestHost.scratchDirectory(prefix: "control-chords")
    if let keymap {
      try keymap.write(toFile: directory + "/keymap.json", atomically: true, encoding: .utf8)
    }
    let host = TestHost(
      app: ControlChordApp.self, columns: columns, rows: 12, terminal: terminal)
    host.host.configDirectory = directory
    return (host, directory)
  }

  @Test(arguments: [80, 140])
  func aButtonsChordShowsItsPrefixAndFires(columns: Int) throws {
    let (host, _) = try Self.host(keymap: nil, columns: columns)
    #expect(host.lines.last?.contains("⌃K ⌃R Reset") == true)
    try host.play("ctrl+k")
    #expect(host.lines.last?.hasPrefix("⌃K … then  ⌃R Reset  w Wipe") == true)
    #expect(host.lines.last?.contains("⎋ Cancel") == true)
    #expect(host.lines.last?.count ?? 0 <= columns)
    try host.play("ctrl+r")
    #expect(host.row(containing: "Log: reset") != nil)
    try host.play("ctrl+k w")
    #expect(host.row(containing: "Log: reset,wipe") != nil)
  }

  @Test(arguments: [80, 140])
  func escapeCancelsAButtonsChord(columns: Int) throws {
    let (host, _) = try Self.host(keymap: nil, columns: columns, terminal: .legacy)
    try host.play("ctrl+k")
    #expect(host.lines.last?.hasPrefix("Ctrl+K … then  Ctrl+R Reset") == true)
    try host.play("esc ctrl+r")
    #expect(!host.text.contains("reset"))
    #expect(host.lines.last?.contains("…") == false)
    // A pause cancels too.
    try host.play("ctrl+k wait:2s ctrl+r")
    #expect(!host.text.contains("reset"))
  }

  @Test func theInnermostShortcutModifierApplies() throws {
    let (host, _) = try Self.host(keymap: nil)
    try host.play("ctrl+p")
    #expect(host.row(containing: "Log: plain") != nil)
    let ids = host.host.commandCatalog?.commands.filter { $0.scope == .control }
    #expect(
      ids?.map { "\($0.id) \($0.defaultKeys?.traceText ?? "-")" } == [
        "Timer/Reset ctrl+k ctrl+r", "Timer/Wipe ctrl+k w", "Timer/Plain ctrl+p",
        "Timer/Start ctrl+s",
      ])
  }

  @Test(arguments: [80, 140])
  func aKeymapGivesAButtonAChord(columns: Int) throws {
    let (host, _) = try Self.host(
      keymap: #"[{ "key": "ctrl+k ctrl+s", "command": "Timer/Start" }]"#, columns: columns,
      terminal: .legacy)
    #expect(host.host.keymap.diagnostics.isEmpty)
    // The fourth button's hint fits both windows: on the narrower one the palette's hint
    // gives way to the screen's own.
    #expect(host.lines.last?.contains("Ctrl+K Ctrl+S Start") == true, "\(host.lines.last ?? "")")
    #expect(host.lines.last?.contains("Commands") == (columns >= 140))
    try host.play("ctrl+s")
    #expect(!host.text.contains("start"))
    try host.play("ctrl+k")
    #expect(host.lines.last?.contains("Ctrl+S Start") == true)
    try host.play("ctrl+s")
    #expect(host.row(containing: "Log: start") != nil)
    // The palette shows the chord.
    try host.play("alt+shift+p \"start\"")
    #expect(host.lines.contains { $0.contains("Start") && $0.contains("Ctrl+K Ctrl+S") })
  }

  @Test func recordingForAButtonKeepsTheWholeChord() throws {
    let (host, directory) = try Self.host(keymap: nil)
    try host.play("cmd+shift+p \"keyboard shortcuts\" enter \"timer start\" enter")
    #expect(host.text.contains("Press the new keys (a chord: one after another)"))
    try host.play("ctrl+k ctrl+j")
    #expect(host.text.contains("Keys for Timer › Start: ⌃K ⌃J"))
    try host.play("enter esc")
    let file = try String(contentsOfFile: directory + "/keymap.json", encoding: .utf8)
    let entries = KeymapParser.parse(file).entries
    #expect(entries.map(\.command) == ["Timer/Start"])
    #expect(entries.first?.keys?.traceText == "ctrl+k ctrl+j")
    #expect(host.lines.last?.contains("⌃K ⌃J Start") == true)
    try host.play("ctrl+k ctrl+j")
    #expect(host.row(containing: "Log: start") != nil)
  }
}
