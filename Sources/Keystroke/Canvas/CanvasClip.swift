import Foundation

/// One clip shape of a ``GraphicsContext``, in the canvas's cells: drawing keeps to the cells
/// it covers (outside them, when inverted).
struct CanvasClip {
  /// What marks the cells a clip covers.
  enum Shape {
    /// The cells whose centres lie inside a path, already moved by the context's transform,
    /// by the even-odd rule or the non-zero one.
    case path(Path, evenOdd: Bool)
    /// The cells a layer's drawings cover (``GraphicsContext/clipToLayer(opacity:options:content:)``);
    /// none at all when the layer's opacity is 0.
    case layer([CanvasOperation], visible: Bool)
  }

  var shape: Shape
  /// Whether drawing keeps outside the shape instead.
  var inverse: Bool

  /// Which cells of `window` on a `width` by `height` grid the clip lets through, row by row.
  func mask(width: Int, height: Int, window: CellRect) -> [Bool] {
    let inside: [Bool]
    switch shape {
    case .path(let path, let evenOdd):
      inside = PathRaster.fill(path, width: width, height: height, evenOdd: evenOdd, window: window)
    case .layer(let operations, let visible):
      var covered = Array(repeating: false, count: window.width * window.height)
      if visible {
        for operation in operations {
          let cells = Self.cells(of: operation, width: width, height: height, window: window)
          for index in covered.indices where cells[index] { covered[index] = true }
        }
      }
      inside = covered
    }
    return inverse ? inside.map { !$0 } : inside
  }

  /// The cells of `window` a drawing covers, within the clips it was drawn with: a path's
  /// cells as it draws them, a text's or symbol's rectangle.
  private static func cells(
    of operation: CanvasOperation, width: Int, height: Int, window: CellRect
  ) -> [Bool] {
    var cells: [Bool]
    let clips: [CanvasClip]
    switch operation {
    case .fill(let path, _, let evenOdd, let drawnClips):
      cells = PathRaster.fill(path, width: width, height: height, evenOdd: evenOdd, window: window)
      clips = drawnClips
    case .stroke(let path, _, let drawnClips):
      cells = PathRaster.stroke(path, width: width, height: height, window: window)
      clips = drawnClips
    case .text(_, let frame, let drawnClips), .symbol(_, let frame, let drawnClips):
      cells = (0..<window.height).flatMap { row in
        (0..<window.width).map { column in
          frame.contains(x: window.x + column, y: window.y + row)
        }
      }
      clips = drawnClips
    }
    for clip in clips {
      let through = clip.mask(width: width, height: height, window: window)
      for index in cells.indices where !through[index] { cells[index] = false }
    }
    return cells
  }

  /// The bounding rectangle, in the canvas's cells, of what the clip lets through; `nil` when
  /// it does not narrow the drawing (an inverted clip).
  var bounds: CGRect? {
    guard !inverse else { return nil }
    switch shape {
    case .path(let path, _): return path.boundingRect
    case .layer(let operations, let visible):
      guard visible else { return .zero }
      return operations.reduce(CGRect.null) { union, operation in
        switch operation {
        case .fill(let path, _, _, _), .stroke(let path, _, _):
          return union.union(path.boundingRect)
        case .text(_, let frame, _), .symbol(_, let frame, _):
          return union.union(
            CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
        }
      }
    }
  }
}
