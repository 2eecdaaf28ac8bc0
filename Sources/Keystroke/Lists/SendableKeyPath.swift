/// Lets a table column take a plain `KeyPath`, as SwiftUI's `TableColumn` does, and still make
/// the `KeyPathComparator` Foundation builds only from a `Sendable` key path.
///
/// A key path into a main-actor type (an `@Observable @MainActor` model, say) is not `Sendable`
/// in the Swift 6 language mode, so requiring `& Sendable` would reject the columns of such
/// tables, which compile with SwiftUI. A key path is an immutable value; its isolation limits
/// where it may be applied, and the comparator applies it only where the app sorts its rows,
/// which for a table's data is the main actor the view runs on.
enum SendableKeyPath {
  /// `path`, typed as `Sendable`: the same object, so it stays equal to the literal it came from.
  static func assume<Root, Value>(_ path: KeyPath<Root, Value>)
    -> any KeyPath<Root, Value> & Sendable
  {
    // A class reference either way: the marker protocol adds no witness table.
    unsafeBitCast(path, to: (any KeyPath<Root, Value> & Sendable).self)
  }
}
