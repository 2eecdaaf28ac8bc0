import Keystroke
import KeystrokeTesting
import Testing

/// Sharing copies to the clipboard; pasting takes the app's pasteboard or a terminal paste.
@MainActor
@Suite struct SharingBehaviourTests {
  @Test func aShareLinkCopiesWhatAPasteButtonThenPastes() throws {
    let host = TestHost(NoteSharing(), columns: 60, rows: 14)
    #expect(host.row(containing: "Share") != nil)
    #expect(host.row(containing: "Share note") != nil)
    // The first link shares the note's address; the first paste button is six controls on.
    try host.play("enter tab tab tab tab tab enter")
    #expect(host.row(containing: "Pasted: https://example.com/notes/42") != nil)
  }

  @Test func theSubjectAndMessageComeFirstOneItemPerLine() throws {
    let host = TestHost(NoteSharing(), columns: 60, rows: 14)
    // "Share note", then the paste button.
    try host.play("tab enter tab tab tab tab enter")
    let first = try #require(host.row(containing: "Pasted: Note"))
    #expect(host.lines[first + 1].contains("From my list"))
    #expect(host.lines[first + 2].contains("Buy milk"))
  }

  @Test func aTerminalPasteOnAFocusedPasteButtonReachesIt() throws {
    let host = TestHost(NoteSharing(), columns: 60, rows: 14)
    try host.play("tab tab tab tab tab")
    _ = host.host.paste("from the terminal")
    #expect(host.row(containing: "Pasted: from the terminal") != nil)
  }

  @Test func aURLPasteButtonIgnoresTextThatIsNoAddress() throws {
    let host = TestHost(NoteSharing(), columns: 60, rows: 14)
    try host.play("tab tab tab tab tab tab")
    _ = host.host.paste("")
    _ = host.host.paste("https://swift.org")
    #expect(host.row(containing: "Pasted: https://swift.org") != nil)
  }

  @Test func aColorPickerOffersNamedColoursAndShowsCustomOnes() throws {
    let host = TestHost(HighlightSettings(), columns: 60, rows: 24)
    #expect(host.row(containing: "Orange") != nil)
    #expect(host.row(containing: "Custom") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Yellow") != nil)
    try host.play("down enter")
    let row = try #require(host.row(containing: "Highlight"))
    #expect(host.lines[row].contains("Yellow"))
  }
}
