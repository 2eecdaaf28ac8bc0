import Keystroke
import KeystrokeTesting
import Testing

/// `.scrollPosition(_:)` with a `ScrollPosition`, and `.onScrollGeometryChange`, in a log that
/// follows its end (`FollowingLog`: buttons on row 0, a status line on row 1, the scroll view
/// on rows 2–9 of a 40×10 terminal).
@MainActor
@Suite struct FollowingLogBehaviourTests {
  private func log() -> TestHost { TestHost(FollowingLog(), columns: 40, rows: 10) }

  @Test func aPositionAtTheBottomEdgeStartsAtTheEnd() {
    let host = log()
    #expect(host.lines[2].hasPrefix("Line 33"))
    #expect(host.lines[9].hasPrefix("Line 40"))
    // Appearing at the end is noted, not reported to the geometry action.
    #expect(host.lines[1].hasPrefix("following top:- by:app edge:bottom n:0"))
  }

  @Test func thePositionAtTheEdgeFollowsNewLines() throws {
    let host = log()
    // The Add button has focus first.
    try host.play("enter enter")
    #expect(host.lines[9].hasPrefix("Line 42"))
    #expect(host.lines[2].hasPrefix("Line 35"))
    #expect(host.lines[1].hasPrefix("following top:- by:app edge:bottom n:0"))
  }

  @Test func scrollingUpPositionsByTheUserAndStopsFollowing() throws {
    let host = log()
    // Past the four buttons into the scroll view, then a page up.
    try host.play("tab tab tab tab pageup")
    let words = host.lines[2].split(separator: " ")
    let top = try #require(words.count > 1 ? Int(words[1]) : nil)
    #expect(top < 33)
    #expect(host.lines[1].hasPrefix("paused top:\(top) by:user edge:- n:1"))
    // A line added now is not scrolled to.
    try host.play("shift+tab shift+tab shift+tab shift+tab enter")
    #expect(host.row(containing: "Line 41") == nil)
    #expect(host.lines[2].hasPrefix("Line \(top) "))
  }

  @Test func scrollingToAnEdgeAnIdentityOrAnOffset() throws {
    let host = log()
    try host.play("tab enter")
    #expect(host.lines[2].hasPrefix("Line 1 "))
    #expect(host.lines[1].hasPrefix("paused top:- by:app edge:top n:1"))
    try host.play("tab enter")
    #expect(host.lines[2].hasPrefix("Line 10 "))
    #expect(host.lines[1].hasPrefix("paused top:10 by:app edge:- n:1"))
    try host.play("tab enter")
    // Five rows down: the sixth line on top.
    #expect(host.lines[2].hasPrefix("Line 6 "))
    #expect(host.lines[1].hasPrefix("paused top:- by:app edge:- n:1"))
  }

  @Test func setByTheUserForgetsTheEdge() {
    var position = ScrollPosition(edge: .bottom)
    #expect(position.edge == .bottom)
    position.isPositionedByUser = true
    #expect(position.edge == nil)
    position.scrollTo(x: 3, y: 4)
    #expect(position.point?.y == 4)
    #expect(!position.isPositionedByUser)
    position.scrollTo(id: "chapter", anchor: .center)
    #expect(position.viewID(type: String.self) == "chapter")
    #expect(position.viewID(type: Int.self) == nil)
    #expect(position != ScrollPosition(idType: String.self))
  }
}
