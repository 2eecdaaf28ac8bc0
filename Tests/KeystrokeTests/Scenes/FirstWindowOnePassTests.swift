import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// The first update opens the first window (a window group's, an untitled document, the files
/// named on the command line) and builds it: the screen it draws is the app's first, in one
/// pass, with no update asked for after it.
@MainActor
@Suite(.serialized) struct FirstWindowOnePassTests {
  @Test func aWindowGroupOpensInOnePass() {
    let host = TestHost(app: CounterWindowsApp.self, columns: 60, rows: 12)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(!host.host.needsUpdate)
    #expect(host.row(containing: "Count: 0") != nil)
  }

  @Test func anUntitledDocumentOpensInOnePass() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(!host.host.needsUpdate)
    #expect(host.row(containing: "Untitled") != nil)
  }

  @Test func aFileNamedAtLaunchOpensInOnePass() throws {
    let directory = try TemporaryDirectory()
    try directory.write("first line\n", to: "notes.txt")
    let host = try DocumentHost.start(in: directory, files: [directory.file("notes.txt")])
    #expect(host.host.passesInLastUpdate == 1)
    #expect(!host.host.needsUpdate)
    #expect(host.row(containing: "notes.txt") != nil)
    #expect(host.row(containing: "first line") != nil)
  }
}
