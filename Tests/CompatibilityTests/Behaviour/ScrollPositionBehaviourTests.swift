import Keystroke
import KeystrokeTesting
import Testing

/// `.scrollPosition(id:)` scrolls to the identity the app sets and reports the one on top.
@MainActor
@Suite struct ScrollPositionBehaviourTests {
  @Test func settingTheIdentityScrollsItsViewToTheTop() throws {
    let host = TestHost(ChapterReader(), columns: 40, rows: 8)
    #expect(host.lines[1].hasPrefix("Chapter 1"))
    // Appearing reports nothing: the app's value is still nil.
    #expect(host.lines[0].contains("At: start"))
    // The button has focus first.
    try host.play("enter")
    #expect(host.lines[0].contains("At: 20"))
    #expect(host.lines[1].hasPrefix("Chapter 20"))
    #expect(host.row(containing: "Chapter 19") == nil)
  }

  @Test func scrollingReportsTheChapterOnTop() throws {
    let host = TestHost(ChapterReader(), columns: 40, rows: 8)
    // Past the two buttons to the scroll view.
    try host.play("tab tab pagedown")
    // The report written while laying out the key's frame asked for another update, which
    // drew it: nothing is left to draw.
    #expect(!host.host.needsUpdate)
    // The line is "Chapter N", then the scroll bar at the right edge.
    let words = host.lines[1].split(separator: " ")
    let top = try #require(words.count > 1 ? Int(words[1]) : nil)
    #expect(top > 1)
    #expect(host.lines[0].contains("At: \(top)"))
    // Scrolled back to the start, the first chapter is reported again.
    try host.play("home")
    #expect(host.lines[0].contains("At: 1"))
  }

  @Test func anIdentityTheEndKeepsBelowTheTopStaysAsTheAppSetIt() throws {
    let host = TestHost(ChapterReader(), columns: 40, rows: 8)
    try host.play("tab enter")
    // Scrolled as far as it goes: the last chapter on the bottom line, the value still 30.
    #expect(host.lines[7].hasPrefix("Chapter 30"))
    #expect(host.lines[0].contains("At: 30"))
    // Scrolling up from there reports the chapter on top.
    try host.play("tab pageup")
    #expect(!host.lines[0].contains("At: 30"))
  }
}
