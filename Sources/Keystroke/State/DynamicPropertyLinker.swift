/// Finds a view's dynamic properties by reflection and connects each to its node.
///
/// Reflection is the costly part of evaluating a small view, so the linker remembers which
/// types turned out to have no dynamic properties and skips them afterwards. As in SwiftUI, a
/// type's dynamic properties are those of its stored properties' declared types, so the answer
/// for a type does not change from one value to the next.
@MainActor
enum DynamicPropertyLinker {
  /// Types found to hold no dynamic property.
  private static var plainTypes: Set<ObjectIdentifier> = []

  /// Links every `@State`, `@Environment`, `@StateObject`, … stored in `value`, including those
  /// inside custom `DynamicProperty` structs.
  ///
  /// - Returns: The properties linked, which say whether a later environment would give them
  ///   other values.
  @discardableResult
  static func link(
    _ value: Any, to node: ViewNode, environment: EnvironmentValues
  ) -> [any NodeLinkedProperty] {
    var linked: [any NodeLinkedProperty] = []
    link(value, to: node, environment: environment, prefix: "", into: &linked)
    return linked
  }

  private static func link(
    _ value: Any, to node: ViewNode, environment: EnvironmentValues, prefix: String,
    into linked: inout [any NodeLinkedProperty]
  ) {
    let type = ObjectIdentifier(Swift.type(of: value))
    guard !plainTypes.contains(type) else { return }
    var found = false
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      let key = prefix + (child.label ?? "#\(index)")
      if let property = child.value as? any NodeLinkedProperty {
        property.link(to: node, key: key, environment: environment)
        linked.append(property)
        found = true
      } else if child.value is any DynamicProperty {
        link(child.value, to: node, environment: environment, prefix: key + ".", into: &linked)
        found = true
      }
    }
    if !found { plainTypes.insert(type) }
  }
}
