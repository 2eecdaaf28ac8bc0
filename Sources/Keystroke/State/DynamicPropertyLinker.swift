@_spi(Reflection) import Swift

/// Finds a view's dynamic properties and connects each to its node.
///
/// As in SwiftUI, a type's dynamic properties are those of its stored properties' declared
/// types, so where they lie is worked out once per type: the byte offset and type of each
/// `@State`, `@Environment`, `@StateObject`, …, including those inside custom `DynamicProperty`
/// structs, in declaration order. Each is then read straight from the value, and its number in
/// that order is where it keeps its storage in the node (``ViewNode/stored(at:make:)``): no
/// reflection, name or cast on the way.
@MainActor
enum DynamicPropertyLinker {
  /// For each type, where its dynamic properties lie; `nil` for a type whose fields cannot be
  /// listed by offset (an enum, a class, or a struct holding a class that is a dynamic
  /// property), which is read by reflection each time instead.
  private static let plans = TypeMemo<[LinkStep]?>()

  /// Links every dynamic property stored in `value`.
  ///
  /// - Returns: The properties linked, which say whether a later environment would give them
  ///   other values.
  @discardableResult
  static func link<Value>(
    _ value: Value, to node: ViewNode, environment: EnvironmentValues
  ) -> [any NodeLinkedProperty] {
    var linked: [any NodeLinkedProperty] = []
    guard let steps = plan(for: Value.self) else {
      var place = 0
      linkReflecting(value, to: node, environment: environment, place: &place, into: &linked)
      return linked
    }
    guard !steps.isEmpty else { return linked }
    withUnsafeBytes(of: value) { bytes in
      guard let base = bytes.baseAddress else { return }
      for (place, step) in steps.enumerated() {
        let property = step.read(from: base)
        property.link(to: node, place: place, environment: environment)
        linked.append(property)
      }
    }
    return linked
  }

  private static func plan(for type: Any.Type) -> [LinkStep]? {
    plans.answer(for: type) { type in
      var steps: [LinkStep] = []
      return addSteps(of: type, at: 0, into: &steps) ? steps : nil
    }
  }

  /// Adds the dynamic properties of a struct's fields, offset by `base`; returns `false` when
  /// they cannot all be found by offset.
  private static func addSteps(of type: Any.Type, at base: Int, into steps: inout [LinkStep])
    -> Bool
  {
    guard MetadataKind.isStruct(type) else { return false }
    var listable = true
    let complete = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      // A closure, an existential or a metatype is no dynamic property: not looked up.
      guard MetadataKind.mayConform(fieldType) else { return true }
      if let property = fieldType as? any NodeLinkedProperty.Type {
        steps.append(LinkStep(offset: base + offset, type: property))
      } else if fieldType is any DynamicProperty.Type {
        listable = addSteps(of: fieldType, at: base + offset, into: &steps)
      }
      return listable
    }
    return complete && listable
  }

  /// Links the dynamic properties of `value` found by reflection, numbering them from `place`.
  private static func linkReflecting(
    _ value: Any, to node: ViewNode, environment: EnvironmentValues, place: inout Int,
    into linked: inout [any NodeLinkedProperty]
  ) {
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any NodeLinkedProperty {
        property.link(to: node, place: place, environment: environment)
        linked.append(property)
        place += 1
      } else if child.value is any DynamicProperty {
        linkReflecting(
          child.value, to: node, environment: environment, place: &place, into: &linked)
      }
    }
  }
}

/// One dynamic property of a type: where it lies in a value and what type it is. Shared through
/// the plan memo: an offset and a metatype are safe to share.
@MainActor
private struct LinkStep: @unchecked Sendable {
  /// Its byte offset in the value.
  let offset: Int
  /// Its type.
  let type: any NodeLinkedProperty.Type

  /// A copy of the property, read from the value at `base`.
  func read(from base: UnsafeRawPointer) -> any NodeLinkedProperty {
    type.copy(at: base + offset)
  }
}
