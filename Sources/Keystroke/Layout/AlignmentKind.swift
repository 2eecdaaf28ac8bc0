import Foundation

/// What an alignment guide is: one of the built-in guides, told apart by a small tag so
/// layout switches over it cheaply, or a guide of the app's own named by its ``AlignmentID``.
enum AlignmentKind: Hashable, @unchecked Sendable {
  // `@unchecked`: the custom case holds a metatype, which is immutable; its one requirement,
  // `defaultValue(in:)`, is only called while laying out, on the main actor.

  /// A horizontal guide's leading edge, or a vertical one's top.
  case start
  /// The middle.
  case center
  /// A horizontal guide's trailing edge, or a vertical one's bottom.
  case end
  /// The first line of text (vertical guides only).
  case firstTextBaseline
  /// The last line of text (vertical guides only).
  case lastTextBaseline
  /// A guide of the app's own.
  case custom(any AlignmentID.Type)

  /// The guide's type, for a guide of the app's own.
  var custom: (any AlignmentID.Type)? {
    if case .custom(let id) = self { return id }
    return nil
  }

  static func == (lhs: AlignmentKind, rhs: AlignmentKind) -> Bool {
    switch (lhs, rhs) {
    case (.start, .start), (.center, .center), (.end, .end),
      (.firstTextBaseline, .firstTextBaseline), (.lastTextBaseline, .lastTextBaseline):
      return true
    case (.custom(let left), .custom(let right)):
      return ObjectIdentifier(left) == ObjectIdentifier(right)
    default:
      return false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .start: hasher.combine(0)
    case .center: hasher.combine(1)
    case .end: hasher.combine(2)
    case .firstTextBaseline: hasher.combine(3)
    case .lastTextBaseline: hasher.combine(4)
    case .custom(let id): hasher.combine(ObjectIdentifier(id))
    }
  }

  /// The offset of a child `childLength` cells long in a space `spaceLength` long, when the
  /// guide is `id`: the child's default guide (in `child`, its dimensions) meets the space's
  /// (in `space`), kept within the space as the built-in guides keep it.
  static func offset(
    of id: any AlignmentID.Type, child: ViewDimensions, childLength: Int,
    in space: ViewDimensions, spaceLength: Int
  ) -> Int {
    let value =
      GuideLineUp.cells(id.defaultValue(in: space))
      - GuideLineUp.cells(id.defaultValue(in: child))
    return min(max(0, value), max(0, spaceLength - childLength))
  }
}
