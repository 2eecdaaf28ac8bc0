import KeystrokeTesting
import Testing

@testable import Keystroke

/// Quitting with two edited documents asks about each in turn: the second "save changes?"
/// dialog takes the first one's place, and answering it goes on quitting.
@MainActor
@Suite struct QuitTwoDocumentsTests {
  @Test func eachEditedDocumentIsAskedAboutInTurn() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"one\" cmd+n \"two\" cmd+q")
    #expect(host.row(containing: "Do you want to save") != nil)
    // Don't Save on the first question: the second document is asked about next.
    try host.play("tab enter")
    #expect(!host.quitRequested)
    #expect(host.row(containing: "Do you want to save") != nil)
    #expect(host.host.interactions.layers.count == 1)
    // It starts on Save, as a dialog shown afresh does.
    #expect(host.host.focusedText?.contains("Save") == true)
    #expect(host.host.focusedText?.contains("Don't") == false)
    try host.play("tab enter")
    #expect(host.quitRequested)
  }
}
