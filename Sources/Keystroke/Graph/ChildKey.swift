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
  /// A row of a list: its segment and its identity there (kept apart rather than wrapped in
  /// one more `AnyHashable`, since every visible row is looked up on every update).
  case row(segment: Int, identity: AnyHashable)
  /// A row of a list whose identity is an `Int`, kept as a number: hashing and comparing
  /// it costs nothing like an `AnyHashable`'s.
  case numberedRow(segment: Int, number: Int)
  /// The dynamic type behind an `AnyView`.
  case type(ObjectIdentifier)
}
