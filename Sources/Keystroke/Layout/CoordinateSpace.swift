/// A coordinate space a ``GeometryProxy`` can measure a frame in.
public enum CoordinateSpace: Hashable {
  /// The window's coordinates.
  case global
  /// The view's own coordinates.
  case local
  /// A space named with `.coordinateSpace(name:)`; measured as `.global` on a terminal.
  case named(AnyHashable)
}

extension View {
  /// Names this view's coordinate space; accepted for compatibility (a named space is measured
  /// from the window, as `.global`).
  public consuming func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}
