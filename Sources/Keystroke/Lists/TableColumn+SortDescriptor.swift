import Foundation

/// Columns of a table that sorts with `SortDescriptor`s, as SwiftUI offers them for rows that
/// are `NSObject` subclasses.
///
/// Foundation on Linux builds a `SortDescriptor` from a key path to a `Comparable` value or a
/// `String` (with a `String.StandardComparator`); it has no Objective-C runtime to compare
/// other values by selector. So the `Int`, `Double`, `Date`, `UUID`… forms SwiftUI lists one by
/// one are one generic form here, and a `Bool` column sorts `false` before `true` through a
/// key path of Keystroke's (a rank: none, `false`, `true`).
///
/// Foundation on Linux keeps a `SortDescriptor`'s direction where setting `order` does not
/// reach it (a reversed descriptor still sorts ascending), so each column also knows how to
/// make its descriptor in either direction, and the table uses that when it flips the order.
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
  /// A column titled with a string literal that sorts by a comparable value of the row.
  nonisolated public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a string that sorts by a comparable value of the row.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(verbatim: String(title)), comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a text that sorts by a comparable value of the row.
  nonisolated public init<V: Comparable>(
    _ text: Text, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: text, comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a string literal that sorts by an optional comparable value of the
  /// row (rows without one first, ascending).
  nonisolated public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a string that sorts by an optional comparable value of the row.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(verbatim: String(title)), comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a text that sorts by an optional comparable value of the row.
  nonisolated public init<V: Comparable>(
    _ text: Text, value: KeyPath<RowValue, V?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: text, comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a string literal that sorts by a Boolean of the row, `false` first.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a string that sorts by a Boolean of the row, `false` first.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Bool>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(verbatim: String(title)), comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a text that sorts by a Boolean of the row, `false` first.
  nonisolated public init(
    _ text: Text, value: KeyPath<RowValue, Bool>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: text, comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a string literal that sorts by an optional Boolean of the row:
  /// none, then `false`, then `true`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a string that sorts by an optional Boolean of the row.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Bool?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(verbatim: String(title)), comparator: Self.descriptor(value),
      reorder: { Self.descriptor(value, order: $0) }, reorderSource: value, content: content)
  }

  /// A column titled with a string literal that sorts by a string of the row with
  /// `comparator`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: Self.descriptor(value, comparator),
      reorder: { Self.descriptor(value, comparator, order: $0) },
      reorderSource: [value, comparator] as [AnyHashable], content: content)
  }

  /// A column titled with a string that sorts by a string of the row with `comparator`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(verbatim: String(title)), comparator: Self.descriptor(value, comparator),
      reorder: { Self.descriptor(value, comparator, order: $0) },
      reorderSource: [value, comparator] as [AnyHashable],
      content: content)
  }

  /// A column titled with a string literal that sorts by an optional string of the row with
  /// `comparator`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>,
    comparator: String.StandardComparator = .localizedStandard,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: Self.descriptor(value, comparator),
      reorder: { Self.descriptor(value, comparator, order: $0) },
      reorderSource: [value, comparator] as [AnyHashable], content: content)
  }
}

extension TableColumn
where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Content == Text, Label == Text {
  /// A column titled with a string literal that shows a string of the row and sorts by it.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) {
    self.init(
      label: Text(titleKey), comparator: Self.descriptor(value, comparator),
      reorder: { Self.descriptor(value, comparator, order: $0) },
      reorderSource: [value, comparator] as [AnyHashable],
      contentSource: value, content: { Text(verbatim: $0[keyPath: value]) })
  }

  /// A column titled with a string that shows a string of the row and sorts by it.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) {
    self.init(
      label: Text(verbatim: String(title)), comparator: Self.descriptor(value, comparator),
      reorder: { Self.descriptor(value, comparator, order: $0) },
      reorderSource: [value, comparator] as [AnyHashable],
      contentSource: value, content: { Text(verbatim: $0[keyPath: value]) })
  }

  /// A column titled with a text that shows a string of the row and sorts by it.
  nonisolated public init(
    _ text: Text, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) {
    self.init(
      label: text, comparator: Self.descriptor(value, comparator),
      reorder: { Self.descriptor(value, comparator, order: $0) },
      reorderSource: [value, comparator] as [AnyHashable],
      contentSource: value, content: { Text(verbatim: $0[keyPath: value]) })
  }

  /// A column titled with a string literal that shows an optional string of the row (empty
  /// when there is none) and sorts by it.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>,
    comparator: String.StandardComparator = .localizedStandard
  ) {
    self.init(
      label: Text(titleKey), comparator: Self.descriptor(value, comparator),
      reorder: { Self.descriptor(value, comparator, order: $0) },
      reorderSource: [value, comparator] as [AnyHashable],
      contentSource: value, content: { Text(verbatim: $0[keyPath: value] ?? "") })
  }

  /// A column titled with a string that shows an optional string of the row and sorts by it.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String?>,
    comparator: String.StandardComparator = .localizedStandard
  ) {
    self.init(
      label: Text(verbatim: String(title)), comparator: Self.descriptor(value, comparator),
      reorder: { Self.descriptor(value, comparator, order: $0) },
      reorderSource: [value, comparator] as [AnyHashable],
      contentSource: value, content: { Text(verbatim: $0[keyPath: value] ?? "") })
  }
}

extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue> {
  /// A descriptor sorting by a comparable value.
  nonisolated static func descriptor<V: Comparable>(
    _ path: KeyPath<RowValue, V>, order: SortOrder = .forward
  ) -> Sort {
    SortDescriptor(SendableKeyPath.assume(path), order: order)
  }

  /// A descriptor sorting by an optional comparable value.
  nonisolated static func descriptor<V: Comparable>(
    _ path: KeyPath<RowValue, V?>, order: SortOrder = .forward
  ) -> Sort {
    SortDescriptor(SendableKeyPath.assume(path), order: order)
  }

  /// A descriptor sorting by a string with `comparator`.
  nonisolated static func descriptor(
    _ path: KeyPath<RowValue, String>, _ comparator: String.StandardComparator,
    order: SortOrder = .forward
  ) -> Sort {
    SortDescriptor(SendableKeyPath.assume(path), comparator: comparator, order: order)
  }

  /// A descriptor sorting by an optional string with `comparator`.
  nonisolated static func descriptor(
    _ path: KeyPath<RowValue, String?>, _ comparator: String.StandardComparator,
    order: SortOrder = .forward
  ) -> Sort {
    SortDescriptor(SendableKeyPath.assume(path), comparator: comparator, order: order)
  }

  /// A descriptor sorting by a Boolean, `false` first, through its rank.
  nonisolated static func descriptor(
    _ path: KeyPath<RowValue, Bool>, order: SortOrder = .forward
  ) -> Sort {
    let rank: KeyPath<RowValue, Int> = \RowValue.[keystrokeSortRank: path as AnyKeyPath]
    return SortDescriptor(SendableKeyPath.assume(rank), order: order)
  }

  /// A descriptor sorting by an optional Boolean: none, `false`, `true`.
  nonisolated static func descriptor(
    _ path: KeyPath<RowValue, Bool?>, order: SortOrder = .forward
  ) -> Sort {
    let rank: KeyPath<RowValue, Int> = \RowValue.[keystrokeSortRank: path as AnyKeyPath]
    return SortDescriptor(SendableKeyPath.assume(rank), order: order)
  }
}

extension NSObject {
  /// The rank a `SortDescriptor` of a Boolean column sorts by: 0 for none, 1 for `false`, 2
  /// for `true`, read through `path` (a key path from this object to a `Bool` or `Bool?`).
  subscript(keystrokeSortRank path: AnyKeyPath) -> Int {
    switch self[keyPath: path] {
    case let value as Bool: value ? 2 : 1
    case let value as Bool?: value.map { $0 ? 2 : 1 } ?? 0
    default: 0
    }
  }
}

extension SortDescriptor: SortKeyPathReading {
  var sortKeyPath: AnyKeyPath? { keyPath }
}
