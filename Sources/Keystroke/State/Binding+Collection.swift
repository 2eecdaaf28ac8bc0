/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI: this
/// is what `ForEach($items) { $item in … }` and `List($items)` walk.
///
/// Each element binding reads and writes the element at its position. A binding kept past a
/// change that removed its position (an action's closure run after a delete) reads the value
/// it was made with and ignores writes, instead of trapping.
extension Binding: Sequence where Value: MutableCollection {
  /// Each element is a binding to an element of the collection.
  public typealias Element = Binding<Value.Element>
  /// Walks the positions in order.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A run of element bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The collection's own positions.
  public typealias Index = Value.Index
  /// The collection's own indices.
  public typealias Indices = Value.Indices

  /// The first position.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The position past the last.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The collection's indices.
  public var indices: Indices { wrappedValue.indices }

  /// The position after `index`.
  public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

  /// Moves `index` to the next position.
  public func formIndex(after index: inout Index) { wrappedValue.formIndex(after: &index) }

  /// A binding to the element at `position`.
  public subscript(position: Index) -> Binding<Value.Element> {
    let made = wrappedValue[position]
    return Binding<Value.Element>(
      get: {
        let collection = self.wrappedValue
        guard position >= collection.startIndex, position < collection.endIndex else {
          return made
        }
        return collection[position]
      },
      set: { newValue in
        var collection = self.wrappedValue
        guard position >= collection.startIndex, position < collection.endIndex else { return }
        collection[position] = newValue
        self.wrappedValue = collection
      })
  }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection, Value: BidirectionalCollection {
  /// The position before `index`.
  public func index(before index: Index) -> Index { wrappedValue.index(before: index) }

  /// Moves `index` to the previous position.
  public func formIndex(before index: inout Index) { wrappedValue.formIndex(before: &index) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  public var id: Value.ID { wrappedValue.id }
}
