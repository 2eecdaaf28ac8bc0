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

  init(environment: EnvironmentValues, now: Date) {
    self.environment = environment
    self.now = now
  }
}
