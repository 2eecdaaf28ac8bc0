/// The edits a `ForEach` or `List` made over a bound collection performs on that collection
/// itself: deleting rows (Delete) and moving them (⌥↑/⌥↓), with no `onDelete` or `onMove`
/// code in the app.
///
/// `.delete` is offered for collections that can remove elements, `.move` for collections
/// whose elements can be reassigned, and `.all` for whichever of them the collection allows.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int

  /// Creates a set of edit actions from a raw value.
  nonisolated public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Every edit the collection allows.
  public static var all: EditActions<Data> { EditActions(rawValue: 0b11) }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Lets the user delete elements of the collection.
  public static var delete: EditActions<Data> { EditActions(rawValue: 0b01) }
}

extension EditActions where Data: MutableCollection {
  /// Lets the user move elements of the collection.
  public static var move: EditActions<Data> { EditActions(rawValue: 0b10) }
}

extension EditActions {
  /// Whether deleting is among the actions.
  var allowsDelete: Bool { rawValue & 0b01 != 0 }
  /// Whether moving is among the actions.
  var allowsMove: Bool { rawValue & 0b10 != 0 }
}
