import Foundation

/// How a shape's outline is drawn, SwiftUI's `StrokeStyle`. On cells a `lineWidth` of 2 or more
/// draws heavy lines (`┏━┓`) and a non-empty `dash` draws dashed lines (`╌`, `╎`); caps, joins
/// and the miter limit are accepted and have no effect.
public struct StrokeStyle: Equatable, Sendable {
  /// The width of the line; 2 or more draws heavy box-drawing lines.
  public var lineWidth: CGFloat
  /// The ends of the line (no effect on cells).
  public var lineCap: CGLineCap
  /// The joins of the line (no effect on cells).
  public var lineJoin: CGLineJoin
  /// The miter limit (no effect on cells).
  public var miterLimit: CGFloat
  /// Dash lengths; any dash draws dashed box-drawing lines.
  public var dash: [CGFloat]
  /// Where the dash pattern starts (no effect on cells).
  public var dashPhase: CGFloat

  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// Whether the line is drawn heavy.
  var isHeavy: Bool { lineWidth >= 2 }
  /// Whether the line is drawn dashed.
  var isDashed: Bool { dash.contains { $0 > 0 } }
}
