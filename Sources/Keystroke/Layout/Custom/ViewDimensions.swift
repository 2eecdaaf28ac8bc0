import Foundation

/// A view's size and where its alignment guides fall, SwiftUI's `ViewDimensions`, in cells.
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat

  /// Where `guide` lies, measured from the view's leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide {
    case .leading: return 0
    case .center: return width / 2
    case .trailing: return width
    }
  }

  /// Where `guide` lies, measured from the view's top. A line of text's baseline is its own
  /// row, so the first text baseline is the top row and the last the bottom one.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide {
    case .top: return 0
    case .center: return height / 2
    case .bottom: return height
    case .firstTextBaseline: return min(height, 1)
    case .lastTextBaseline: return height
    }
  }

  /// Where `guide` lies if the view sets it explicitly; Keystroke views never do, so `nil`.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// Where `guide` lies if the view sets it explicitly; Keystroke views never do, so `nil`.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
