import Keystroke
import KeystrokeTesting
import Testing

/// Scroll transitions, visual effects, visibility actions and zoom navigation transitions in
/// the views of `Coverage/ScrollEffectViews.swift`.
@MainActor
@Suite struct ScrollEffectBehaviourTests {
  @Test func theFeedNamesTheCardsShownAndDimsTheCutOne() throws {
    // The status line on row 0, the scroll view on rows 1–9.
    let host = TestHost(PhotoFeed(), columns: 30, rows: 10)
    #expect(host.lines[0] == "shown: 0,1,2")
    // The header is at the top of the scroll view, so its effect moves it.
    #expect(host.lines[1] == "  Photos")
    #expect(host.lines[2] == "Photo 0")
    // Photo 2 is cut by the bottom edge: on its way in, so dimmed.
    #expect(host.lines[8] == "Photo 2")
    #expect(!host.style(column: 0, row: 2).attributes.contains(.dim))
    #expect(host.style(column: 0, row: 8).attributes.contains(.dim))
    try host.play("down down down down")
    #expect(host.lines[0] == "shown: 1,2,3")
    #expect(host.lines[1] == "Photo 1")
    #expect(!host.style(column: 0, row: 1).attributes.contains(.dim))
  }

  @Test func aZoomTransitionPushesAtOnce() throws {
    let host = TestHost(ZoomGallery(), columns: 30, rows: 8)
    #expect(host.row(containing: "Dunes") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Full Dunes") != nil)
  }
}
