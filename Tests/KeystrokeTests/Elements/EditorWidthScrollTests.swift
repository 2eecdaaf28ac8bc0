import KeystrokeTesting
import Testing

@testable import Keystroke

/// An editor scrolled sideways comes back to the left once its shown lines fit: after the
/// window shrank and grew back, the start of every line is in view again.
@MainActor
@Suite struct EditorWidthScrollTests {
  private struct Editor: View {
    @State var text: String

    var body: some View {
      TextEditor(text: $text).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  @Test func growingTheWindowBringsBackTheStartOfTheLines() throws {
    let host = TestHost(Editor(text: "hello world\nsecond line\n"), columns: 60, rows: 4)
    try host.play("resize:8x4 end")
    #expect(host.lines[0] == "o world")
    try host.play("resize:60x4")
    #expect(host.lines[0] == "hello world")
    #expect(host.lines[1] == "second line")
  }

  @Test func theViewComesBackOnlyAsFarAsTheCursorAllows() throws {
    let long = String(repeating: "x", count: 30) + "END"
    let host = TestHost(Editor(text: long + "\nshort"), columns: 20, rows: 4)
    try host.play("end")
    // The cursor's cell after the line's end is the last column.
    #expect(host.lines[0] == String(repeating: "x", count: 16) + "END")
    try host.play("resize:25x4")
    // Wider: the whole line does not fit, so the view keeps the line's end at the edge.
    #expect(host.lines[0] == String(repeating: "x", count: 21) + "END")
    #expect(host.lines[1] == "")
  }
}
