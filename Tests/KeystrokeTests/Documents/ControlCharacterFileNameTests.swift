import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A file named with a line break or an escape in it keeps the title line, the Window menu and
/// the file picker on one line each, its control characters drawn as pictures.
@MainActor
@Suite struct ControlCharacterFileNameTests {
  @Test func aLineBreakInANameIsShownAsAPicture() throws {
    let directory = try TemporaryDirectory()
    try directory.write("body", to: "new\nline.txt")
    try directory.write("other", to: "esc\u{1B}[31m.txt")
    let host = try DocumentHost.start(
      in: directory, columns: 80, files: [directory.file("new\nline.txt")])
    #expect(host.lines[1] == "new⏎line.txt")
    #expect(host.lines[2] == "body")
    try host.play("cmd+o")
    #expect(host.row(containing: "new⏎line.txt") != nil)
    #expect(host.row(containing: "esc␛[31m.txt") != nil)
    // Opened from the picker, the escape's name is one line too, and the text below it stays.
    try host.play("esc")
    let opened = try DocumentHost.start(
      in: directory, columns: 80, files: [directory.file("esc\u{1B}[31m.txt")])
    #expect(opened.lines[1] == "esc␛[31m.txt")
    #expect(opened.lines[2] == "other")
  }

  @Test func everyControlCharacterHasAPicture() {
    #expect(VisibleName.of("plain.txt") == "plain.txt")
    #expect(VisibleName.of("a\r\nb") == "a⏎⏎b")
    #expect(VisibleName.of("tab\there") == "tab␉here")
    #expect(VisibleName.of("del\u{7F}") == "del␡")
    #expect(VisibleName.of("c1\u{85}") == "c1�")
    #expect(VisibleName.of("\u{0}") == "␀")
  }
}
