import Foundation
import KeystrokeTerminal

/// A ``Canvas`` on cells: runs its renderer for the frame's size and paints what it drew.
///
/// Its drawing reads only its own values (and its symbols', when theirs do), so a canvas kept
/// from the last update, drawn over the same cells, pastes what it drew (``DrawMemo``)
/// without running the renderer.
@MainActor
final class CanvasElement: Element {
  override var drawReadsOnlyOwnValues: Bool { symbols.allSatisfy { $0.element.drawsRepeatably } }

  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues
  /// The elements of the canvas's symbols, with their tags; each is placed wherever the
  /// renderer draws it.
  let symbols: [(tag: AnyHashable, element: Element)]

  init(
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues,
    symbols: [(tag: AnyHashable, element: Element)] = []
  ) {
    self.renderer = renderer
    self.environment = environment
    self.symbols = symbols
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: proposal.width ?? 10, height: proposal.height ?? 5)
  }

  override func expands(along axis: Axis) -> Bool { true }

  /// What the renderer draws at `size`.
  func operations(at size: CellSize) -> [CanvasOperation] {
    let recording = CanvasRecording(
      environment: environment, now: AppEnvironment.now,
      size: CGSize(width: size.width, height: size.height))
    for (index, symbol) in symbols.enumerated() where recording.symbols[symbol.tag] == nil {
      let ideal = symbol.element.sizeThatFits(.unspecified)
      recording.symbols[symbol.tag] = GraphicsContext.ResolvedSymbol(
        index: index, size: CGSize(width: ideal.width, height: ideal.height))
    }
    var context = GraphicsContext(recording: recording)
    renderer(&context, CGSize(width: size.width, height: size.height))
    return recording.operations
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let visible = frame.intersection(clip)
    guard visible.width > 0, visible.height > 0 else { return }
    let painter = CanvasPainter(
      frame: frame, symbols: symbols.map(\.element),
      window: CellRect(
        x: visible.x - frame.x, y: visible.y - frame.y, width: visible.width,
        height: visible.height))
    for operation in operations(at: frame.size) { painter.paint(operation, into: &screen) }
  }
}
