/// A stored property of a view that the framework updates before the view's body runs, such as
/// `@State`, `@Environment` or `@StateObject`.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated; the default does nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// A dynamic property that connects itself to the node that stores its value.
@MainActor
protocol NodeLinkedProperty {
  /// Connects the property to storage in `node` at `place` (its number among the view's
  /// dynamic properties), and to `environment`.
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues)

  /// Whether the property would read the same from `new` as it read from `old`, so a view whose
  /// value did not change need not be evaluated again. Properties that read nothing from the
  /// environment answer `true`.
  func readsSame(from old: EnvironmentValues, as new: EnvironmentValues) -> Bool
}

extension NodeLinkedProperty {
  /// A copy of the property stored at `address` (a field of a view the linker found there).
  static func copy(at address: UnsafeRawPointer) -> any NodeLinkedProperty {
    address.load(as: Self.self)
  }

  /// Reads nothing from the environment.
  func readsSame(from old: EnvironmentValues, as new: EnvironmentValues) -> Bool { true }
}
