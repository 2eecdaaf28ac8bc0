/// The part of a view's identity contributed by its position under its parent.
enum ChildKey: Hashable {
  /// The body of a composed view.
  case body
  /// The n-th view of a block or container.
  case index(Int)
  /// A branch of a conditional: `true` for the first branch and for an `if` without `else`.
  case branch(Bool)
  /// An element of `ForEach`, or a view given an explicit `.id(_:)`.
  case id(AnyHashable)
  /// An element of `ForEach` or an explicit `.id(_:)` whose identity is a `String`, held as
  /// one: an `AnyHashable` hashes through its box and compares by casting.
  case stringID(String)
  /// An element of `ForEach` or an explicit `.id(_:)` whose identity is an `Int`.
  case numberID(Int)
  /// A child the framework places itself: a window, a tab, a presentation's listing.
  case named(ChildName)
  /// A row of a list: its segment and its identity there (kept apart rather than wrapped in
  /// one more `AnyHashable`, since every visible row is looked up on every update).
  case row(segment: Int, identity: AnyHashable)
  /// A row of a list whose identity is an `Int`, kept as a number: hashing and comparing
  /// it costs nothing like an `AnyHashable`'s.
  case numberedRow(segment: Int, number: Int)
  /// The dynamic type behind an `AnyView`.
  case type(ObjectIdentifier)

  /// The key for an element of `ForEach` or an explicit `.id(_:)`: a `String` or `Int`
  /// identity held as itself, any other boxed.
  static func identity<ID: Hashable>(_ id: ID) -> ChildKey {
    if ID.self == String.self { return .stringID(unsafeBitCast(id, to: String.self)) }
    if ID.self == Int.self { return .numberID(unsafeBitCast(id, to: Int.self)) }
    return .id(AnyHashable(id))
  }

  /// The key for an identity already boxed (`.id(_:)` keeps its value as an `AnyHashable`):
  /// the same key ``identity(_:)`` gives the unboxed value.
  static func identity(boxed id: AnyHashable) -> ChildKey {
    if let text = id.base as? String { return .stringID(text) }
    if let number = id.base as? Int { return .numberID(number) }
    return .id(id)
  }
}
