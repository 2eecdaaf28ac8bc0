import Foundation

extension MutableCollection {
  /// Moves the elements at `source` offsets so they stand, in order, before the element that
  /// was at offset `destination` (or at the end when it is `count`), as a list's `onMove` asks.
  /// Offsets outside the collection are ignored.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moved = source.filter { $0 >= 0 && $0 < elements.count }.map { elements[$0] }
    var before: [Element] = []
    var after: [Element] = []
    for (offset, element) in elements.enumerated() where !source.contains(offset) {
      if offset < destination { before.append(element) } else { after.append(element) }
    }
    for (index, element) in zip(indices, before + moved + after) { self[index] = element }
  }
}

extension RangeReplaceableCollection {
  /// Removes the elements at `offsets`, as a list's `onDelete` asks. Offsets outside the
  /// collection are ignored.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}
