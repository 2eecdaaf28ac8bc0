import Foundation

/// A type-erased shape, SwiftUI's `AnyShape`: draws as the shape it wraps.
public struct AnyShape: Shape {
  private let shape: any Shape

  /// Wraps `shape`.
  nonisolated public init<S: Shape>(_ shape: S) { self.shape = shape }

  /// The wrapped shape's path.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

  /// The wrapped shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

extension AnyShape: CellDrawnShape {
  var cellDrawing: ShapeCellDrawing {
    func drawing<S: Shape>(of shape: S) -> ShapeCellDrawing { ShapeCellDrawing.of(shape) }
    return drawing(of: shape)
  }
}
