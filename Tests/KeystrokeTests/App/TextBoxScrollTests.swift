import Foundation
import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import Keystroke

private struct TallyApp: App {
  @State private var count = 0

  var body: some Scene {
    WindowGroup {
      Text("Tally \(count)").frame(
        maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Tally") {
        Button("Add One") { count += 1 }.keyboardShortcut("i")
      }
    }
  }
}

/// The keymap's problems and a key's explanation as boxes of text: wrapped to the box at any
/// width, scrolled with the arrows and page keys when longer than the window.
@MainActor
@Suite(.serialized) struct TextBoxScrollTests {
  private func host(problems: Int, columns: Int, rows: Int) throws -> TestHost {
    let directory = TestHost.scratchDirectory(prefix: "text-box")
    let entries = (0..<problems).map {
      #"  { "key": "ctrl+nope\#($0)", "command": "Tally/Add One" }"#
    }
    try ("[\n" + entries.joined(separator: ",\n") + "\n]").write(
      toFile: directory + "/keymap.json", atomically: true, encoding: .utf8)
    let host = TestHost(app: TallyApp.self, columns: columns, rows: rows)
    host.host.configDirectory = directory
    return host
  }

  /// The box's inner lines (between its side borders), trailing blanks dropped.
  private func boxLines(_ host: TestHost) -> [String] {
    host.lines.compactMap { line in
      guard let start = line.firstIndex(of: "│"), let end = line.lastIndex(of: "│"), start < end
      else { return nil }
      return String(line[line.index(after: start)..<end]).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func problemsWrapInsideANarrowBox() throws {
    let host = try host(problems: 1, columns: 30, rows: 12)
    try host.play("cmd+shift+p \"keymap problems\" enter")
    let lines = boxLines(host)
    #expect(lines.first?.hasPrefix("Keymap problems") == true)
    // Wrapped lines fit whole; only the path, one long word, may be cut.
    #expect(!lines.dropFirst(2).contains { $0.contains("…") })
    let text = lines.dropFirst().joined(separator: " ")
    #expect(text.contains("unknown key"))
    #expect(text.contains("\"nope0\""))
    // Every word is whole: no line runs into the border.
    for line in host.lines where line.hasPrefix("│") || line.contains("│") {
      #expect(!line.contains("│unknown") && !line.contains("nope0│"))
    }
  }

  @Test func aLongListScrollsWithTheArrowsAndPageKeys() throws {
    let host = try host(problems: 40, columns: 80, rows: 16)
    try host.play("cmd+shift+p \"keymap problems\" enter")
    #expect(host.text.contains("2:18 unknown key \"nope0\""))
    #expect(host.text.contains("more lines below"))
    #expect(!host.text.contains("41:18"))
    #expect(host.lines.last?.contains("↑↓ Scroll") == true)
    try host.play("end")
    #expect(host.text.contains("41:18 unknown key \"nope39\""))
    #expect(host.text.contains("more lines above"))
    #expect(!host.text.contains("more lines below"))
    try host.play("home down")
    #expect(host.text.contains("more lines above"))
    #expect(host.text.contains("3:18 unknown key \"nope1\""))
    try host.play("pagedown")
    #expect(host.text.contains("13:18 unknown key \"nope11\""))
    try host.play("esc")
    #expect(!host.text.contains("unknown key"))
    // Opened again, it starts at the top.
    try host.play("cmd+shift+p \"keymap problems\" enter")
    #expect(host.text.contains("2:18 unknown key \"nope0\""))
  }

  @Test func explainNextKeySaysItIsWaitingThenExplainsInABoxThatWraps() throws {
    let host = try host(problems: 0, columns: 40, rows: 14)
    try host.play("cmd+shift+p \"explain next key\" enter")
    #expect(host.lines.last?.hasPrefix("Explain: press any key") == true)
    try host.play("cmd+i")
    #expect(!host.text.contains("Tally 1"))
    let box = boxLines(host)
    #expect(box.first?.hasPrefix("Explain Next Key") == true)
    #expect(box.joined(separator: " ").contains("Runs command \"Tally/Add One\""))
    try host.play("esc")
    #expect(host.lines.last?.hasPrefix("Explain:") == false)
  }
}
