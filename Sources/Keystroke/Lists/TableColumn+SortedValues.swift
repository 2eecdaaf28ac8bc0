import Foundation

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column titled with a string literal that shows a view for each row and sorts by an
  /// optional comparable value of the row (rows without one first, ascending).
  nonisolated public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(SendableKeyPath.assume(value)),
      content: content)
  }

  /// A column titled with a string that shows a view for each row and sorts by an optional
  /// comparable value of the row (rows without one first, ascending).
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(verbatim: String(title)),
      comparator: KeyPathComparator(SendableKeyPath.assume(value)),
      content: content)
  }

  /// A column titled with a string literal that shows a view for each row and sorts by a
  /// string of the row.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .tableDefault,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey),
      comparator: KeyPathComparator(SendableKeyPath.assume(value), comparator: comparator),
      content: content)
  }

  /// A column titled with a string that shows a view for each row and sorts by a string of
  /// the row.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .tableDefault,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(verbatim: String(title)),
      comparator: KeyPathComparator(SendableKeyPath.assume(value), comparator: comparator),
      content: content)
  }

  /// A column titled with a string literal that shows a view for each row and sorts by a
  /// value of the row with `comparator`.
  nonisolated public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(
      label: Text(titleKey),
      comparator: KeyPathComparator(SendableKeyPath.assume(value), comparator: comparator),
      content: content)
  }

  /// A column titled with a string that shows a view for each row and sorts by a value of the
  /// row with `comparator`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V, C: SortComparator>(
    _ title: S, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(
      label: Text(verbatim: String(title)),
      comparator: KeyPathComparator(SendableKeyPath.assume(value), comparator: comparator),
      content: content)
  }
}
