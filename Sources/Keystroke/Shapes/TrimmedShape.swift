import Foundation

/// A part of a shape's outline: what ``Shape/trim(from:to:)`` returns, as used for progress
/// rings. A standard shape keeps that part of its box-drawing outline (the same cells and
/// glyphs the whole stroke has); a shape of your own, the cells of its trimmed path.
public struct _TrimmedShape<Content: Shape>: Shape {
  let shape: Content
  let from: CGFloat
  let to: CGFloat

  /// The part of the shape's path between the two fractions of its length.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: from, to: to)
  }

  /// As large as the shape it trims.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

extension _TrimmedShape: CellDrawnShape {
  var cellDrawing: ShapeCellDrawing {
    let base = ShapeCellDrawing.of(shape)
    let (from, to) = (from, to)
    var drawing = base
    switch base.outline {
    case .path(let makePath):
      drawing.outline = .path { makePath($0).trimmedPath(from: from, to: to) }
    case .box(let corners, let isCircular):
      // The box's own edge cells, starting, as SwiftUI's paths do, at the top leading corner
      // for a rectangle and at the trailing edge's middle for a round shape, going clockwise;
      // drawn with the box's glyphs, so a trimmed ring is part of the ring.
      let startsAtTrailingMiddle = corners != .square
      drawing.boxGlyphs = corners
      drawing.isCircular = isCircular
      drawing.outline = .path { rect in
        // Through the edge cells' centres, so the trimmed line lies on the box's own cells.
        let inner = rect.insetBy(dx: 0.5, dy: 0.5)
        let outline =
          startsAtTrailingMiddle ? Self.boxFromTrailingMiddle(inner) : Path(inner)
        return outline.trimmedPath(from: from, to: to)
      }
    }
    return drawing
  }

  /// The outline of `rect` from its trailing middle, clockwise on screen.
  private static func boxFromTrailingMiddle(_ rect: CGRect) -> Path {
    var path = Path()
    path.addLines([
      CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
    ])
    return path
  }
}

extension Shape {
  /// The part of the shape's outline between two fractions of its length (`0...1` is the
  /// whole outline), drawn by cells.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, from: startFraction, to: endFraction)
  }
}
