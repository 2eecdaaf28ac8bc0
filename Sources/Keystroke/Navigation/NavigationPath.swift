/// A type-erased list of the values pushed on a navigation stack.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path.
  public init() { elements = [] }

  /// A path holding `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values are pushed.
  public var count: Int { elements.count }

  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `k` values (all of them if there are fewer).
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}
