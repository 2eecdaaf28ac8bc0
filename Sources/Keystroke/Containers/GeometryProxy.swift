import Foundation

/// Access to the size and position of a ``GeometryReader``'s space.
public struct GeometryProxy {
  let space: GeometrySpace

  /// The size of the space, in cells.
  public var size: CGSize { CGSize(width: space.width, height: space.height) }

  /// The space's frame; in `.global` and named coordinate spaces it is measured from the
  /// window's top leading cell, in `.local` it starts at zero.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(x: 0, y: 0, width: space.width, height: space.height)
    default: CGRect(x: space.x, y: space.y, width: space.width, height: space.height)
    }
  }

  /// The safe area insets: a terminal window has none.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}
