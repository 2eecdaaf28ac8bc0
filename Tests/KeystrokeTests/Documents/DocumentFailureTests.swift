import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Files that cannot be read and saves that fail: an alert naming the file, nothing lost.
@MainActor
@Suite struct DocumentFailureTests {
  @Test func openingAMissingFileNamesIt() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("cmd+o tab \"missing.txt\" enter")
    #expect(host.row(containing: "“missing.txt” could not be opened") != nil)
    #expect(host.row(containing: "does not exist") != nil)
    try host.play("enter")
    #expect(host.lines[1] == "Untitled")
  }

  @Test func invalidUTF8IsRefusedAndTheFileIsLeftAlone() throws {
    let directory = try TemporaryDirectory()
    let bytes = Data([0x66, 0xFF, 0xFE, 0x0A])
    try bytes.write(to: URL(fileURLWithPath: directory.file("binary.txt")))
    let host = try DocumentHost.start(in: directory, columns: 100)
    try host.play("cmd+o enter")
    #expect(host.row(containing: "“binary.txt” could not be opened") != nil)
    #expect(host.row(containing: "damaged or not in a format") != nil)
    try host.play("enter cmd+s enter")
    #expect(try Data(contentsOf: URL(fileURLWithPath: directory.file("binary.txt"))) == bytes)
  }

  @Test func aFileNamedOnTheCommandLineThatIsMissingGivesAnAlert() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, files: [directory.file("gone.txt")])
    #expect(host.row(containing: "“gone.txt” could not be opened") != nil)
    try host.play("enter")
    #expect(host.row(containing: "No open documents") != nil)
  }

  @Test func aFileNamedOnTheCommandLineOpens() throws {
    let directory = try TemporaryDirectory()
    try directory.write("from the command line", to: "start.txt")
    let host = try DocumentHost.start(in: directory, files: [directory.file("start.txt")])
    #expect(host.lines[1] == "start.txt")
    #expect(host.lines[2] == "from the command line")
  }

  @Test func aFailedSaveShowsTheReasonAndKeepsTheDocumentEdited() throws {
    let directory = try TemporaryDirectory()
    try directory.write("I am a file", to: "blocker")
    let host = try DocumentHost.start(in: directory, columns: 120)
    try host.play("\"precious\" cmd+s ctrl+u \"blocker/inside.txt\" enter")
    #expect(host.row(containing: "“Untitled” could not be saved") != nil)
    #expect(host.row(containing: "blocker") != nil)
    try host.play("enter")
    #expect(host.lines[1] == "Untitled — Edited")
    #expect(try directory.read("blocker") == "I am a file")
  }
}
