import Foundation

/// The geometry of a scroll view, in cells (one point is one cell), as
/// `.onScrollGeometryChange(for:of:action:)` hands it to its transform.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  /// How far the content is scrolled: the content point at the window's top-leading corner.
  public var contentOffset: CGPoint
  /// The size of the whole content, larger or smaller than the window.
  public var contentSize: CGSize
  /// The insets around the content; always zero in a terminal.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view itself.
  public var containerSize: CGSize

  /// Creates a geometry.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content in the window, from the offset, the insets and the container's
  /// size.
  public var visibleRect: CGRect {
    CGRect(
      x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
      width: containerSize.width, height: containerSize.height)
  }

  /// The window within the content insets.
  public var bounds: CGRect {
    CGRect(
      x: contentOffset.x, y: contentOffset.y,
      width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
  }

  /// The offset, content size and container size.
  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
      + "containerSize: \(containerSize))"
  }
}

extension ScrollElement {
  /// This scroll view's geometry after its last layout.
  var geometry: ScrollGeometry {
    let vertical = axis == .vertical
    let offset = CGFloat(state.offset)
    return ScrollGeometry(
      contentOffset: CGPoint(x: vertical ? 0 : offset, y: vertical ? offset : 0),
      contentSize: CGSize(width: content.frame.width, height: content.frame.height),
      contentInsets: EdgeInsets(),
      containerSize: CGSize(width: frame.width, height: frame.height))
  }
}
