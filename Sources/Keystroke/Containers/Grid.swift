import Foundation

/// A two-dimensional layout: ``GridRow``s of cells whose columns line up, each column as wide as
/// its widest cell.
///
/// A child that is not a `GridRow` (a `Divider`, a heading) takes a row of its own across every
/// column. `.gridCellColumns(_:)` lets a cell span several columns. Spacing is in cells: by
/// default one column between columns and no blank row between rows. When the columns do not fit
/// the width offered, the widest are narrowed first and their text wraps.
public struct Grid<Content: View> {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// Creates a grid.
  nonisolated public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Grid: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    [
      GridElement.make(
        items: context.build(content, key: .index(0)), alignment: alignment,
        horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    ]
  }
}

extension GridElement {
  /// The grid of `items`: each ``GridRow`` a row of cells, anything else a row across every
  /// column. Spacing is in cells, by default one column between columns and no blank row.
  static func make(
    items: [Element], alignment: Alignment, horizontalSpacing: CGFloat?,
    verticalSpacing: CGFloat?
  ) -> GridElement {
    StackAxisAssignment.assign(.vertical, to: items)
    let rows = items.map { item -> GridElement.Row in
      if let row = item as? GridRowElement {
        return .cells(row.cells, alignment: row.rowAlignment)
      }
      return .spanning(item)
    }
    return GridElement(
      rows: rows, alignment: alignment,
      horizontalSpacing: horizontalSpacing.map(Cells.count) ?? 1,
      verticalSpacing: verticalSpacing.map(Cells.count) ?? 0)
  }
}

extension Grid: View {}

/// One row of a ``Grid``: each child is a cell in the next column.
///
/// Outside a grid a row lays its cells out as an `HStack` does.
public struct GridRow<Content: View> {
  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a row; `alignment` overrides the grid's vertical alignment for its cells.
  nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content)
  {
    self.alignment = alignment
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension GridRow: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let items = context.build(content, key: .index(0))
    StackAxisAssignment.assign(.horizontal, to: items)
    let cells = items.map { item -> GridElement.Cell in
      if let span = item as? GridCellSpanElement {
        return GridElement.Cell(element: span, columns: span.columns)
      }
      return GridElement.Cell(element: item, columns: 1)
    }
    return [GridRowElement(cells: cells, rowAlignment: alignment)]
  }
}

extension GridRow: View {}

/// Makes a cell of a ``GridRow`` span columns.
struct GridCellColumnsModifier: ViewModifier, PrimitiveModifier {
  let count: Int

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let items = context.build(content, key: .index(0))
    let child =
      items.count == 1 ? items[0] : StackElement(axis: .horizontal, spacing: 1, items: items)
    return [GridCellSpanElement(child: child, columns: max(1, count))]
  }
}

extension View {
  /// Makes this cell of a grid row span `count` columns.
  public consuming func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellColumnsModifier(count: count))
  }

  /// Accepted for compatibility: a cell is always aligned by its grid's and row's alignment.
  public consuming func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    self
  }

  /// Accepted for compatibility: every cell is sized along both axes.
  public consuming func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
