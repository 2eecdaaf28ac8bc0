import Foundation

/// A column of a ``Table``: a header title and the view each row shows in it, with an optional
/// comparator that sorts the table by the column.
///
/// Cells are one line tall and truncated with `…` to the column's width. The width comes from
/// the header and the content, within `.width(min:ideal:max:)`, or is fixed by `.width(_:)`.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
  TableColumnContent
{
  /// The type of value each row shows.
  public typealias TableRowValue = RowValue
  /// How the column sorts.
  public typealias TableColumnSortComparator = Sort

  let label: Label
  let content: (RowValue) -> Content
  let comparator: Sort?
  /// Makes the column's comparator in a direction, for comparators whose `order` cannot be
  /// set (Foundation's `SortDescriptor` on Linux).
  var reorder: ((SortOrder) -> Sort)?
  var width = TableColumnWidth.automatic
  var alignment = TableColumnAlignment.automatic
  /// What Keystroke made `reorder` from (a key path, a comparator), when it made it: two
  /// columns whose sources are equal reorder alike, though their closures differ.
  let reorderSource: AnyHashable?
  /// What Keystroke made `content` from (a key path to a string), when it made it.
  let contentSource: AnyHashable?

  nonisolated init(
    label: Label, comparator: Sort?, reorder: ((SortOrder) -> Sort)? = nil,
    reorderSource: AnyHashable? = nil, contentSource: AnyHashable? = nil,
    content: @escaping (RowValue) -> Content
  ) {
    self.label = label
    self.comparator = comparator
    self.reorder = reorder
    self.reorderSource = reorderSource
    self.contentSource = contentSource
    self.content = content
  }

  /// Fixes the column's width in cells; `nil` leaves it automatic.
  nonisolated public func width(_ width: CGFloat?) -> TableColumn {
    var column = self
    let cells = width.map { Int($0.rounded()) }
    column.width = TableColumnWidth(min: cells, ideal: cells, max: cells)
    return column
  }

  /// Bounds the column's width in cells; the table fits the ideal when it can.
  nonisolated public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
    -> TableColumn
  {
    var column = self
    let cells = { (value: CGFloat?) in value.map { Int($0.rounded()) } }
    column.width = TableColumnWidth(min: cells(min), ideal: cells(ideal), max: cells(max))
    return column
  }
}

extension TableColumn {
  /// Sets where the column's header and cells sit in the column.
  ///
  /// SwiftUI declares this on every ``TableColumnContent`` with an opaque result; on a single
  /// column Keystroke keeps the column's own type, so a column whose sort type comes from the
  /// table (an `NSObject` row offers both `KeyPathComparator` and `SortDescriptor` columns) is
  /// still inferred from the table around it.
  nonisolated public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
    var column = self
    column.alignment = alignment
    return column
  }
}

extension TableColumn: TableColumnListing {
  func columnSpecs() -> [Any] {
    let content = self.content
    let reorder = self.reorder
    return [
      TableColumnSpec<RowValue>(
        label: AnyView(label), content: { AnyView(content($0)) }, comparator: comparator,
        width: width, alignment: alignment, reorder: reorder.map { make in { make($0) } })
    ]
  }

  func sameColumns(as other: any TableColumnListing) -> Bool {
    guard let other = ownTyped(other) else { return false }
    // The plain values first: they cost least and differ most often.
    return width == other.width && alignment == other.alignment
      && ViewComparison.sameInputs(label, other.label) && comparator == other.comparator
      && Self.same(content, other.content, from: contentSource, other.contentSource)
      && Self.same(reorder, other.reorder, from: reorderSource, other.reorderSource)
  }

  /// Whether two closures do the same: both made by Keystroke from equal sources, or the same
  /// closure (the same code with the same captured context: a closure that captures nothing,
  /// or one kept and passed again).
  private static func same<F>(_ a: F?, _ b: F?, from source: AnyHashable?, _ other: AnyHashable?)
    -> Bool
  {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): source != nil ? source == other : ValueEquivalence.sameBytes(a, b)
    default: false
    }
  }
}

extension TableColumn where Sort == Never, Label == Text {
  /// A column titled with a string literal that shows a view for each row and does not sort.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// A column titled with a string that shows a view for each row and does not sort.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(verbatim: String(title)), comparator: nil, content: content)
  }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
  /// A column titled with a string literal that shows a string of each row and does not sort.
  nonisolated public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    self.init(label: Text(titleKey), comparator: nil, contentSource: value) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  /// A column titled with a string that shows a string of each row and does not sort.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
    self.init(label: Text(verbatim: String(title)), comparator: nil, contentSource: value) {
      Text(verbatim: $0[keyPath: value])
    }
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
  /// A column titled with a string literal that shows a string of each row and sorts by it.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .tableDefault
  ) {
    self.init(
      label: Text(titleKey),
      comparator: KeyPathComparator(SendableKeyPath.assume(value), comparator: comparator),
      contentSource: value
    ) { Text(verbatim: $0[keyPath: value]) }
  }

  /// A column titled with a string that shows a string of each row and sorts by it.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .tableDefault
  ) {
    self.init(
      label: Text(verbatim: String(title)),
      comparator: KeyPathComparator(SendableKeyPath.assume(value), comparator: comparator),
      contentSource: value
    ) { Text(verbatim: $0[keyPath: value]) }
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column titled with a string literal that shows a view for each row and sorts by a
  /// comparable value of the row.
  nonisolated public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(SendableKeyPath.assume(value)),
      content: content)
  }

  /// A column titled with a string that shows a view for each row and sorts by a comparable
  /// value of the row.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(verbatim: String(title)),
      comparator: KeyPathComparator(SendableKeyPath.assume(value)),
      content: content)
  }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
  /// A column titled with a string literal that shows a view for each row and sorts with a
  /// comparator of rows.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: comparator, content: content)
  }
}
