/// The entries of a `ForEach` whose elements are one row each, made on demand from its data.
struct ForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: RowProvider {
  let data: Data
  let identify: (Data.Element) -> ID
  let content: (Data.Element) -> Content

  func selectionValue(at local: Int) -> AnyHashable? { identity(at: local) }

  func identity(at local: Int) -> AnyHashable { AnyHashable(identify(element(local))) }

  func view(at local: Int) -> AnyView { AnyView(content(element(local))) }

  private func element(_ local: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: local)]
  }
}
