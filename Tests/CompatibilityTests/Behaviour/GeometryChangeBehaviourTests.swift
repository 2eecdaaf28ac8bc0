import Keystroke
import KeystrokeTesting
import Testing

/// `.onGeometryChange(for:of:action:)` in `MeasuredPanel`: the status line on row 0, a button
/// on row 1 and the measured text on row 2.
@MainActor
@Suite struct GeometryChangeBehaviourTests {
  @Test func theActionGetsTheSizeAfterTheFirstLayout() {
    let host = TestHost(MeasuredPanel(), columns: 40, rows: 6)
    // The single-value form with the panel's width; the old/new form with the first value
    // as both.
    #expect(host.lines[0] == "width:40 text:5>5")
  }

  @Test func aResizeRunsTheActionWithTheNewSize() throws {
    let host = TestHost(MeasuredPanel(), columns: 40, rows: 6)
    try host.play("resize:30x6")
    #expect(host.lines[0] == "width:30 text:5>5")
  }

  @Test func aContentChangeRunsTheActionWithTheOldAndNewValue() throws {
    let host = TestHost(MeasuredPanel(), columns: 40, rows: 6)
    // The Swap button has focus first.
    try host.play("enter")
    #expect(host.lines[2] == "a longer line of text")
    #expect(host.lines[0] == "width:40 text:5>5,5>21")
    try host.play("enter")
    #expect(host.lines[0] == "width:40 text:5>5,5>21,21>5")
  }
}
