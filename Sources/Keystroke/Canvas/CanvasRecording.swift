import Foundation

/// What a canvas's renderer drew, shared by every copy of its ``GraphicsContext`` (a layer's
/// too), as SwiftUI's contexts share their destination.
final class CanvasRecording {
  /// The environment the canvas is drawn in.
  let environment: EnvironmentValues
  /// The time a text of a date is drawn at (the host's clock, virtual under `--play`).
  let now: Date
  /// The drawings, first to last.
  var operations: [CanvasOperation] = []
  /// The canvas's symbols by their tags (the first of each tag).
  var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
  /// The canvas's size, in cells.
  let size: CGSize

  init(environment: EnvironmentValues, now: Date, size: CGSize) {
    self.environment = environment
    self.now = now
    self.size = size
  }

  /// A recording of its own for a layer drawn in this canvas, with its symbols.
  func layer() -> CanvasRecording {
    let layer = CanvasRecording(environment: environment, now: now, size: size)
    layer.symbols = symbols
    return layer
  }
}
