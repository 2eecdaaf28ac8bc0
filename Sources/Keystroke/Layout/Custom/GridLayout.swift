import Foundation

/// `Grid` as a ``Layout``, SwiftUI's `GridLayout`: `GridRow`s whose cells line up in columns.
public struct GridLayout: Layout, Sendable {
  /// How each cell sits within its column and row.
  public var alignment: Alignment
  /// The gap between columns, in columns; `nil` for one.
  public var horizontalSpacing: CGFloat?
  /// The gap between rows, in rows; `nil` for none.
  public var verticalSpacing: CGFloat?

  /// A grid with the given alignment and spacing.
  nonisolated public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The size `Grid` would take.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    nativeSize(proposal: proposal, subviews: subviews)
  }

  /// Places the subviews as `Grid` would.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    nativePlace(in: bounds, proposal: proposal, subviews: subviews)
  }
}

extension GridLayout: NativeLayout {
  func makeElement(items: [Element], previous: Element?) -> Element {
    GridElement.make(
      items: items, alignment: alignment, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing)
  }
}
