/// Content that is one run of single rows (a `ForEach` whose elements are not sections or
/// other splitting views), read without building or boxing it.
@MainActor
protocol FlatRows {
  /// Whether every value of this type is one run of single rows.
  static var isFlat: Bool { get }
  /// How many rows there are.
  var rowCount: Int { get }
  /// A row's selection value, its `ForEach` identity.
  func rowSelectionValue(at index: Int) -> AnyHashable?
  /// A row's identity.
  func rowIdentity(at index: Int) -> AnyHashable
  /// A row's view.
  func rowView(at index: Int) -> AnyView
}

extension ForEach: FlatRows where Content: View {
  static var isFlat: Bool { !(Content.self is any RowSource.Type) }

  var rowCount: Int { data.count }

  func rowSelectionValue(at index: Int) -> AnyHashable? { rowIdentity(at: index) }

  func rowIdentity(at index: Int) -> AnyHashable { AnyHashable(identify(element(index))) }

  func rowView(at index: Int) -> AnyView { AnyView(content(element(index))) }

  private func element(_ index: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: index)]
  }
}
