import Foundation

/// A view that makes one row per element of a collection, such as ``ForEach``; inside a
/// ``List`` its rows can be deleted and moved from the keyboard.
public protocol DynamicViewContent: View {
  /// The type of collection.
  associatedtype Data: Collection
  /// The collection the rows come from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Lets the user delete rows: inside a ``List`` with selection, Delete (⌫ or ⌦) calls
  /// `action` with the offsets of the selected rows within this content.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    EditableRows(base: self, onDelete: action, onMove: nil)
  }

  /// Lets the user move rows: inside a ``List`` with selection, ⌥↑/⌥↓ move the selected row
  /// by one, calling `action` with its offset and the offset it goes before (moving offset
  /// `i` down is `action([i], i + 2)`, up is `action([i], i - 1)`).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    EditableRows(base: self, onDelete: nil, onMove: action)
  }
}
