import Foundation

/// `VStack` as a ``Layout``, SwiftUI's `VStackLayout`: a column, for code that chooses its
/// container at run time with ``AnyLayout``.
public struct VStackLayout: Layout, Sendable {
  /// How the subviews line up across the column.
  public var alignment: HorizontalAlignment
  /// The gap between subviews, in rows; `nil` for none.
  public var spacing: CGFloat?

  /// A column with the given alignment and spacing.
  nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A stack along the vertical axis.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  /// The size `VStack` would take.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    nativeSize(proposal: proposal, subviews: subviews)
  }

  /// Places the subviews as `VStack` would.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    nativePlace(in: bounds, proposal: proposal, subviews: subviews)
  }
}

extension VStackLayout: NativeLayout {
  func makeElement(items: [Element], previous: Element?) -> Element {
    let stack = StackElement(
      axis: .vertical, horizontalAlignment: alignment, spacing: spacing.map(Cells.count) ?? 0,
      items: items)
    stack.inherit(from: previous)
    StackAxisAssignment.assign(.vertical, to: items, except: stack.inheritedItems)
    return stack
  }
}
