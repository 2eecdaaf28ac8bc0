/// Finds a view's dynamic properties by reflection and connects each to its node.
@MainActor
enum DynamicPropertyLinker {
  /// Links every `@State`, `@Environment`, `@StateObject`, … stored in `value`, including those
  /// inside custom `DynamicProperty` structs.
  static func link(
    _ value: Any, to node: ViewNode, environment: EnvironmentValues, prefix: String = ""
  ) {
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      let key = prefix + (child.label ?? "#\(index)")
      if let property = child.value as? any NodeLinkedProperty {
        property.link(to: node, key: key, environment: environment)
      } else if child.value is any DynamicProperty {
        link(child.value, to: node, environment: environment, prefix: key + ".")
      }
    }
  }
}
