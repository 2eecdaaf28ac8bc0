import KeystrokeCore

/// Publishes a focused value from the modified view.
struct FocusedValuePublisher: ViewModifier, PrimitiveModifier {
  let values: FocusedValues
  let scope: FocusPublication.Scope

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let interactions = context.interactions
    for entry in values.entries.values {
      interactions.focusPublications.append(
        PublishedFocusedValue(
          publication: FocusPublication(
            erased: entry.key, by: FocusNodeID(number: context.node.id), scope: scope,
            in: "main", layer: interactions.currentLayer),
          entry: entry))
    }
    return context.build(content, key: .index(0))
  }
}

extension View {
  /// Publishes `value` while focus is on this view or inside it.
  public consuming func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  )
    -> some View
  {
    var values = FocusedValues()
    values[keyPath: keyPath] = value
    return modifier(FocusedValuePublisher(values: values, scope: .view))
  }

  /// Publishes `value` (or clears the key when `nil`) while focus is on or inside this view.
  public consuming func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    var values = FocusedValues()
    values[keyPath: keyPath] = value
    return modifier(FocusedValuePublisher(values: values, scope: .view))
  }

  /// Publishes `value` to the whole active scene, wherever focus is in it.
  public consuming func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    var values = FocusedValues()
    values[keyPath: keyPath] = value
    return modifier(FocusedValuePublisher(values: values, scope: .scene))
  }

  /// Publishes `value` (or nothing when `nil`) to the whole active scene.
  public consuming func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    var values = FocusedValues()
    values[keyPath: keyPath] = value
    return modifier(FocusedValuePublisher(values: values, scope: .scene))
  }
}

/// A focused value as published during an update: the engine's publication record and the
/// value itself (kept here because values such as bindings are not `Sendable`).
struct PublishedFocusedValue {
  var publication: FocusPublication
  let entry: FocusedValues.PublishedValue
}
