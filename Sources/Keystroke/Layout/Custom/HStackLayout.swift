import Foundation

/// `HStack` as a ``Layout``, SwiftUI's `HStackLayout`: a row, for code that chooses its
/// container at run time with ``AnyLayout``.
public struct HStackLayout: Layout, Sendable {
  /// How the subviews line up across the row.
  public var alignment: VerticalAlignment
  /// The gap between subviews, in columns; `nil` for one column.
  public var spacing: CGFloat?

  /// A row with the given alignment and spacing.
  nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A stack along the horizontal axis.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  /// The size `HStack` would take.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    nativeSize(proposal: proposal, subviews: subviews)
  }

  /// Places the subviews as `HStack` would.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    nativePlace(in: bounds, proposal: proposal, subviews: subviews)
  }
}

extension HStackLayout: NativeLayout {
  func makeElement(items: [Element], previous: Element?) -> Element {
    let stack = StackElement(
      axis: .horizontal, verticalAlignment: alignment, spacing: spacing.map(Cells.count) ?? 1,
      items: items)
    stack.inherit(from: previous)
    StackAxisAssignment.assign(.horizontal, to: items, except: stack.inheritedItems)
    return stack
  }
}
