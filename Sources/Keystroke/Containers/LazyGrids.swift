import Foundation

/// A grid that flows its children into rows across the columns its ``GridItem``s describe.
///
/// SwiftUI builds it lazily; Keystroke lays all children out. Fixed columns take their width,
/// flexible ones share what is left, adaptive ones fit as many columns as their minimum allows.
public struct LazyVGrid<Content: View> {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid; `spacing` is between rows (none by default), `pinnedViews` has no effect.
  nonisolated public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension LazyVGrid: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    [
      LazyGridElement(
        axis: .vertical, items: context.build(content, key: .index(0)), tracks: columns,
        alignment: Alignment(horizontal: alignment, vertical: .center),
        lineSpacing: spacing.map(Cells.count) ?? 0)
    ]
  }
}

extension LazyVGrid: View {}

/// A grid that flows its children down the rows its ``GridItem``s describe, then across.
public struct LazyHGrid<Content: View> {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid; `spacing` is between columns (one by default), `pinnedViews` has no
  /// effect.
  nonisolated public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension LazyHGrid: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    [
      LazyGridElement(
        axis: .horizontal, items: context.build(content, key: .index(0)), tracks: rows,
        alignment: Alignment(horizontal: .leading, vertical: alignment),
        lineSpacing: spacing.map(Cells.count) ?? 1)
    ]
  }
}

extension LazyHGrid: View {}
