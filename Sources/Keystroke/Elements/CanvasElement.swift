import Foundation
import KeystrokeTerminal

/// A ``Canvas`` on cells: runs its renderer for the frame's size and paints what it drew.
///
/// Its drawing reads only its own values, so a canvas kept from the last update, drawn over
/// the same cells, pastes what it drew (``DrawMemo``) without running the renderer.
@MainActor
final class CanvasElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues

  init(
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues
  ) {
    self.renderer = renderer
    self.environment = environment
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: proposal.width ?? 10, height: proposal.height ?? 5)
  }

  override func expands(along axis: Axis) -> Bool { true }

  /// What the renderer draws at `size`.
  func operations(at size: CellSize) -> [CanvasOperation] {
    let recording = CanvasRecording(environment: environment, now: AppEnvironment.now)
    var context = GraphicsContext(recording: recording)
    renderer(&context, CGSize(width: size.width, height: size.height))
    return recording.operations
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let visible = frame.intersection(clip)
    guard visible.width > 0, visible.height > 0 else { return }
    let painter = CanvasPainter(
      frame: frame,
      window: CellRect(
        x: visible.x - frame.x, y: visible.y - frame.y, width: visible.width,
        height: visible.height))
    for operation in operations(at: frame.size) { painter.paint(operation, into: &screen) }
  }
}
