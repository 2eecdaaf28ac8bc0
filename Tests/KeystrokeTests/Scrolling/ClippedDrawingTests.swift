import KeystrokeTerminal
import Testing

@testable import Keystroke

/// An element that fills its whole frame with `#`, whatever clip it is given, as an element
/// drawing past its clip would.
@MainActor
private final class Spill: Element {
  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    screen.fill(
      "#", x: frame.x, y: frame.y, width: frame.width, height: frame.height, style: .plain)
  }
}

/// Drawing through ``ClippedDrawing`` leaves every cell outside the window as it was, and
/// lets the element draw inside it.
@MainActor
@Suite struct ClippedDrawingTests {
  /// The screen after a spilling element with `frame` is drawn through `window` over a
  /// 12×6 screen of dots.
  private func draw(frame: CellRect, window: CellRect) -> [String] {
    var screen = ScreenBuffer(width: 12, height: 6)
    screen.fill(".", x: 0, y: 0, width: 12, height: 6, style: .plain)
    let spill = Spill()
    spill.frame = frame
    ClippedDrawing.draw(spill, into: &screen, window: window)
    return screen.textLines
  }

  /// What the screen should read: `#` where the element, the window and the screen meet.
  private func expected(frame: CellRect, window: CellRect) -> [String] {
    (0..<6).map { row in
      String(
        (0..<12).map { column in
          frame.contains(x: column, y: row) && window.contains(x: column, y: row) ? "#" : "."
        })
    }
  }

  @Test(arguments: [
    // A window in the middle of a wider, taller element: columns saved on both sides.
    (CellRect(x: 1, y: 1, width: 10, height: 4), CellRect(x: 3, y: 2, width: 4, height: 2)),
    // A window on the element's left edge, and one on its right edge.
    (CellRect(x: 0, y: 0, width: 12, height: 6), CellRect(x: 0, y: 0, width: 5, height: 6)),
    (CellRect(x: 0, y: 0, width: 12, height: 6), CellRect(x: 7, y: 1, width: 5, height: 3)),
    // A window beside the element, meeting none of its columns.
    (CellRect(x: 0, y: 0, width: 5, height: 6), CellRect(x: 8, y: 0, width: 4, height: 6)),
    // An element past the screen's edges, a window across all its columns.
    (CellRect(x: -2, y: -1, width: 20, height: 10), CellRect(x: 0, y: 2, width: 12, height: 2)),
  ])
  func cellsOutsideTheWindowStayAsTheyWere(frame: CellRect, window: CellRect) {
    #expect(draw(frame: frame, window: window) == expected(frame: frame, window: window))
  }
}
