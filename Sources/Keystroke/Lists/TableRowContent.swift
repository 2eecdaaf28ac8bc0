/// The rows of a ``Table``: a type that provides values of one identifiable type.
public protocol TableRowContent<TableRowValue> {
  /// The type of value each row shows.
  associatedtype TableRowValue: Identifiable
}
