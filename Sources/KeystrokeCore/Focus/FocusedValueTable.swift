/// A convenience for `Sendable` values: publications stored with their values, resolved to the
/// values that win.
///
/// The framework's own values are often not `Sendable` (bindings to main-actor state); it keeps
/// them itself and uses ``FocusedValueResolver`` to learn which publisher wins.
public struct FocusedValueTable: Sendable {
  private var entries: [(publication: FocusPublication, value: any Sendable)] = []

  /// Creates an empty table.
  public init() {}

  /// The publications, in the order they were added.
  public var publications: [FocusPublication] { entries.map(\.publication) }

  /// Adds a publication of `value` for `key`.
  ///
  /// - Parameters:
  ///   - value: The value published.
  ///   - key: The key it is published for.
  ///   - publisher: The publishing view.
  ///   - scope: How widely it is visible.
  ///   - scene: The scene the publisher is in.
  ///   - layer: The presentation layer the publisher is in (0 for the window's content).
  public mutating func publish<Value: Sendable>(
    _ value: Value, for key: FocusedKey<Value>, by publisher: FocusNodeID,
    scope: FocusPublication.Scope, in scene: FocusSceneID, layer: Int = 0
  ) {
    let publication = FocusPublication(key, by: publisher, scope: scope, in: scene, layer: layer)
    entries.append((publication, value))
  }

  /// The values visible in `context`, the winning one for each key.
  public func resolve(in context: FocusContext) -> ResolvedFocusedValues {
    let resolution = FocusedValueResolver.resolve(publications, in: context)
    var values: [AnyFocusedKey: any Sendable] = [:]
    for entry in entries {
      let key = entry.publication.key
      // Identical publications rank by position, so the first of them is the winner.
      if values[key] == nil, resolution.winner(for: key) == entry.publication {
        values[key] = entry.value
      }
    }
    return ResolvedFocusedValues(resolution: resolution, values: values)
  }
}
