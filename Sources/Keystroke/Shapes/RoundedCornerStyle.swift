/// The shape of rounded corners, SwiftUI's `RoundedCornerStyle`; both draw `╭` on cells.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Continuous curvature.
  case continuous
}
