import KeystrokeTesting
import Testing

@testable import Keystroke

/// A name field twenty columns wide, and a button that sets its text from outside.
private struct NameForm: View {
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name).frame(width: 20)
      Button("Short") { name = "Zed" }.keyboardShortcut("k", modifiers: .control)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A field scrolled along a long text shows its text from the start again once the text fits:
/// after it was cleared and retyped, or set shorter by the app.
@MainActor
@Suite struct FieldScrollBackTests {
  private let long = String(repeating: "abcdefghij", count: 7)

  @Test func textTypedAfterClearingALongTextIsShownWhole() throws {
    let host = TestHost(NameForm(), columns: 40, rows: 6)
    try host.play("\"\(long)\"")
    #expect(host.lines[0].contains("hij"))
    try host.play("ctrl+u \"hello\"")
    #expect(host.lines[0].hasPrefix("hello"))
  }

  @Test func aShorterTextSetByTheAppIsShownFromItsStart() throws {
    let host = TestHost(NameForm(), columns: 40, rows: 6)
    try host.play("\"\(long)\" ctrl+k")
    #expect(host.lines[0].hasPrefix("Zed"))
    // Typed on, it stays whole while it fits.
    try host.play("end \"dy\"")
    #expect(host.lines[0].hasPrefix("Zeddy"))
  }

  @Test func aTextLongerThanTheFieldStillKeepsTheCursorInView() throws {
    let host = TestHost(NameForm(), columns: 40, rows: 6)
    try host.play("\"\(long)\" home")
    #expect(host.lines[0].hasPrefix("abcdefghij"))
    try host.play("end")
    #expect(host.lines[0].contains("ghij"))
    #expect(!host.lines[0].hasPrefix("abcdefghij"))
  }
}
