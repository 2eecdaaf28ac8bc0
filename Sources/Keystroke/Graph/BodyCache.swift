/// What a node kept from its view's last body evaluation: the view value, the environment it
/// saw, the dynamic properties it linked and the body it returned.
///
/// When the node's own inputs did not change, a new view value with the same bytes whose
/// properties read the same from the new environment would produce the same body, so the graph
/// reuses the kept one, as SwiftUI skips a view whose value compares equal. Only the
/// environment values the view's properties read count: a change elsewhere in the environment
/// reaches the children, which decide for themselves.
@MainActor
final class BodyCache<V: View> {
  @exclusivity(unchecked) private var view: V
  @exclusivity(unchecked) private var environment: EnvironmentValues
  @exclusivity(unchecked) private var properties: [any NodeLinkedProperty]
  /// The body the last evaluation returned.
  @exclusivity(unchecked) private(set) var body: V.Body

  init(
    view: V, environment: EnvironmentValues, properties: [any NodeLinkedProperty], body: V.Body
  ) {
    self.view = view
    self.environment = environment
    self.properties = properties
    self.body = body
  }

  /// Replaces what is kept after a new evaluation.
  func store(
    view: V, environment: EnvironmentValues, properties: [any NodeLinkedProperty], body: V.Body
  ) {
    self.view = view
    self.environment = environment
    self.properties = properties
    self.body = body
  }

  /// Whether `view` in `environment` would give the kept body: the view has the same bytes
  /// (equal values, the same references and closures) and each of its dynamic properties reads
  /// the same from `environment` as it did.
  func matches(_ view: V, environment: EnvironmentValues) -> Bool {
    guard ViewComparison.sameInputs(self.view, view) else { return false }
    for property in properties
    where !property.readsSame(from: self.environment, as: environment) {
      return false
    }
    return true
  }
}
