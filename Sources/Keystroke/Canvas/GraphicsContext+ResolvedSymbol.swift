import Foundation

extension GraphicsContext {
  /// One of a canvas's symbols, found by its tag, ready to be drawn: SwiftUI's
  /// `GraphicsContext.ResolvedSymbol`.
  public struct ResolvedSymbol {
    /// Which of the canvas's symbols it is.
    let index: Int

    /// The symbol's ideal size, in cells.
    public let size: CGSize
  }
}
