import Foundation

/// The delete and move actions `editActions:` gives a `ForEach`'s rows, working on the bound
/// collection through its binding.
struct CollectionEdits {
  /// Removes the elements at the offsets, when deleting is allowed and the collection can
  /// remove elements.
  let delete: ((IndexSet) -> Void)?
  /// Moves the elements at the offsets before another offset, when moving is allowed.
  let move: ((IndexSet, Int) -> Void)?

  /// The edits `actions` allows on the collection `data` is bound to. Whether the collection
  /// can remove elements is found at run time: `EditActions.all` asks for every edit the
  /// collection allows.
  init<C: MutableCollection>(_ data: Binding<C>, actions: EditActions<C>) {
    if actions.allowsDelete, C.self is any RangeReplaceableCollection.Type {
      delete = { offsets in
        guard let removable = data.wrappedValue as? any RangeReplaceableCollection,
          let shorter = Self.removing(offsets, from: removable) as? C
        else { return }
        data.wrappedValue = shorter
      }
    } else {
      delete = nil
    }
    if actions.allowsMove {
      move = { offsets, to in data.wrappedValue.move(fromOffsets: offsets, toOffset: to) }
    } else {
      move = nil
    }
  }

  /// `collection` without the elements at `offsets`.
  private static func removing<R: RangeReplaceableCollection>(_ offsets: IndexSet, from r: R) -> R {
    var copy = r
    copy.remove(atOffsets: offsets)
    return copy
  }
}
