import Foundation
import Keystroke
import KeystrokeTerminal
import KeystrokeTesting
import Testing

/// `.gesture(TapGesture().onEnded …)` answers clicks and the keyboard like `onTapGesture`;
/// other gestures leave the view as it is.
@MainActor
struct GestureBehaviourTests {
  @Test func aTapGestureCountsClicksAndKeys() throws {
    let host = TestHost(
      GestureCard().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 30, rows: 5)
    #expect(host.lines[0] == "Taps 0")
    #expect(host.lines[1] == "Drag me")
    host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 2, row: 0))
    #expect(host.lines[0] == "Taps 1")
    // The tap is the first focusable view: Space runs it too.
    try host.play("space")
    #expect(host.lines[0] == "Taps 2")
    // A click on the drag-only text changes nothing.
    host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 2, row: 1))
    #expect(host.lines[0] == "Taps 2")
  }
}
