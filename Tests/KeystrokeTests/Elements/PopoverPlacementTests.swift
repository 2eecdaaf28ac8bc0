import Foundation
import Testing

@testable import Keystroke

/// Where a popover's box goes beside its anchor, and what of its view the anchor names.
@Suite struct PopoverPlacementTests {
  /// A 40×10 content area under a menu bar.
  private let area = CellRect(x: 0, y: 1, width: 40, height: 10)

  /// Text of `length` characters wrapped to at most `columns`, one line per full width.
  private func text(_ length: Int) -> (Int) -> CellSize {
    { columns in
      let width = min(length, columns)
      return CellSize(width: width, height: (length + width - 1) / width)
    }
  }

  @Test func theBoxGoesBelowItsAnchorWhenThereIsRoom() {
    let anchor = CellRect(x: 10, y: 2, width: 6, height: 1)
    let box = PopoverPlacement.box(beside: anchor, in: area, preferring: nil, measure: text(20))
    #expect(box == CellRect(x: 10, y: 3, width: 24, height: 3))
  }

  @Test func theArrowEdgeIsTriedFirst() {
    let anchor = CellRect(x: 10, y: 6, width: 6, height: 1)
    let above = PopoverPlacement.box(beside: anchor, in: area, preferring: .top, measure: text(20))
    #expect(above == CellRect(x: 10, y: 3, width: 24, height: 3))
    let before = PopoverPlacement.box(
      beside: CellRect(x: 30, y: 6, width: 3, height: 1), in: area, preferring: .leading,
      measure: text(20))
    #expect(before.maxX == 30)
  }

  /// At 40×12 a tall note under a button near the middle fits neither below nor above: it
  /// goes beside the button, wrapped to the room there, never over it.
  @Test func aBoxThatFitsNeitherBelowNorAboveGoesBesideTheAnchor() {
    let anchor = CellRect(x: 36, y: 5, width: 3, height: 1)
    let box = PopoverPlacement.box(
      beside: anchor, in: area, preferring: .bottom, measure: text(120))
    #expect(!box.intersects(anchor))
    #expect(box.maxX <= anchor.x)
    #expect(box.y >= area.y && box.maxY <= area.maxY)
  }

  @Test func withNoRoomAnywhereTheBoxStaysInsideTheArea() {
    let anchor = CellRect(x: 0, y: 1, width: 40, height: 9)
    let box = PopoverPlacement.box(beside: anchor, in: area, preferring: nil, measure: text(30))
    #expect(box.y >= area.y && box.maxY <= area.maxY)
    #expect(box.x >= area.x && box.maxX <= area.maxX)
  }

  @Test func anAnchorNamesARectangleOrAPointOfItsView() {
    let view = CellRect(x: 10, y: 4, width: 9, height: 3)
    #expect(PopoverPlacement.attachment(.rect(.bounds), in: view) == view)
    #expect(
      PopoverPlacement.attachment(.rect(.rect(CGRect(x: 2, y: 1, width: 3, height: 1))), in: view)
        == CellRect(x: 12, y: 5, width: 3, height: 1))
    #expect(
      PopoverPlacement.attachment(.point(.top), in: view)
        == CellRect(x: 14, y: 4, width: 1, height: 1))
    #expect(
      PopoverPlacement.attachment(.point(.bottomTrailing), in: view)
        == CellRect(x: 18, y: 6, width: 1, height: 1))
  }

  @Test func aPointOnAnEdgePrefersThatEdge() {
    #expect(PopoverPlacement.preferredEdge(arrowEdge: nil, anchor: .point(.top)) == .top)
    #expect(PopoverPlacement.preferredEdge(arrowEdge: nil, anchor: .point(.trailing)) == .trailing)
    #expect(PopoverPlacement.preferredEdge(arrowEdge: nil, anchor: .point(.center)) == nil)
    #expect(PopoverPlacement.preferredEdge(arrowEdge: .bottom, anchor: .point(.top)) == .bottom)
    #expect(PopoverPlacement.preferredEdge(arrowEdge: nil, anchor: .rect(.bounds)) == nil)
  }
}
