/// A `ForEach` whose elements are one row each gives its rows on demand, from its data.
extension ForEach: RowProvider where Content: View {
  func selectionValue(at local: Int) -> AnyHashable? { identity(at: local) }

  func identity(at local: Int) -> AnyHashable { AnyHashable(identify(element(local))) }

  func view(at local: Int) -> AnyView { AnyView(content(element(local))) }

  private func element(_ local: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: local)]
  }
}
