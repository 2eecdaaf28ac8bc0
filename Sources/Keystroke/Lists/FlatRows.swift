/// Content that is one run of single rows (a `ForEach` whose elements are not sections or
/// other splitting views), read without building or boxing it.
@MainActor
protocol FlatRows: RowProvider {
  /// Whether every value of this type is one run of single rows.
  static var isFlat: Bool { get }
  /// How many rows there are.
  var rowCount: Int { get }
}

extension ForEach: FlatRows where Content: View {
  static var isFlat: Bool { !(Content.self is any RowSource.Type) }

  var rowCount: Int { data.count }
}
