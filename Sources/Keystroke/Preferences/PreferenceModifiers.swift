/// Sets the value of a preference for the modified view's subtree, replacing any value the
/// subtree set for the same key.
///
/// Its conformances are declared apart from the type so that its stored values stay
/// nonisolated: the public modifiers that make it are `nonisolated`, as SwiftUI's are.
struct PreferenceWritingModifier<Key: PreferenceKey> {
  let value: Key.Value
}

extension PreferenceWritingModifier: ViewModifier, PrimitiveModifier {

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let value = self.value
    return context.preferences.transform(
      Key.self, { $0 = value }, around: { context.build(content, key: .index(0)) })
  }
}

/// Changes the combined value of a preference that the modified view's subtree set.
struct PreferenceTransformModifier<Key: PreferenceKey> {
  let callback: (inout Key.Value) -> Void
}

extension PreferenceTransformModifier: ViewModifier, PrimitiveModifier {

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.preferences.transform(
      Key.self, callback, around: { context.build(content, key: .index(0)) })
  }
}

/// Runs an action after an update in which the combined value of a preference in the
/// modified view's subtree changed.
struct PreferenceChangeModifier<Key: PreferenceKey> where Key.Value: Equatable {
  let action: (Key.Value) -> Void
}

extension PreferenceChangeModifier: ViewModifier, PrimitiveModifier {

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let (elements, contributions) = context.preferences.collect {
      context.build(content, key: .index(0))
    }
    let value = contributions.value(for: Key.self)
    let node = context.node
    let action = self.action
    if let memory = node.memory(ValueMemory<Key.Value>.self) {
      guard memory.value != value else { return elements }
      memory.value = value
    } else {
      node.keep(ValueMemory(value))
      // The value starts as the key's default: a first value that differs is a change.
      guard value != Key.defaultValue else { return elements }
    }
    node.graph.afterUpdate { action(value) }
    return elements
  }
}

/// Builds the modified view, then a view made from the combined value of a preference its
/// subtree set, drawn in front of or behind it.
struct PreferenceLayerModifier<Key: PreferenceKey, Layer: View> {
  let alignment: Alignment
  let isBehind: Bool
  let makeLayer: (Key.Value) -> Layer
}

extension PreferenceLayerModifier: ViewModifier, PrimitiveModifier {

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let (base, contributions) = context.preferences.collect {
      context.build(content, key: .index(0))
    }
    let extra = context.build(makeLayer(contributions.value(for: Key.self)), key: .index(1))
    return LayeringModifier<Layer>.layer(
      extra, over: base, alignment: alignment, isBehind: isBehind)
  }
}

extension BuildContext {
  /// Where this update gathers preference values for their readers.
  fileprivate var preferences: PreferenceCollector { interactions.preferences }
}

extension View {
  /// Sets a value for a preference key, which the readers above this view see combined with
  /// the values other views set.
  ///
  /// A value set here replaces the values the views inside this one set for the same key.
  nonisolated public consuming func preference<K>(key: K.Type = K.self, value: K.Value) -> some View
  where K: PreferenceKey {
    ModifiedContent(content: self, modifier: PreferenceWritingModifier<K>(value: value))
  }

  /// Changes the value of a preference key that this view and the views inside it set; with
  /// no value set, `callback` changes the key's default value.
  nonisolated public consuming func transformPreference<K>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View where K: PreferenceKey {
    ModifiedContent(content: self, modifier: PreferenceTransformModifier<K>(callback: callback))
  }

  /// Runs `action` when the value of a preference key set inside this view changes.
  ///
  /// The action runs once the update that changed the value is built, with the new value. A
  /// view whose first value differs from the key's default value counts as a change when it
  /// appears.
  nonisolated public consuming func onPreferenceChange<K>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K: PreferenceKey, K.Value: Equatable {
    ModifiedContent(content: self, modifier: PreferenceChangeModifier<K>(action: action))
  }

  /// Draws a view made from a preference value set inside this view in front of it, sized to
  /// it; the value is the one this very update built.
  nonisolated public consuming func overlayPreferenceValue<Key, T>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View where Key: PreferenceKey, T: View {
    ModifiedContent(
      content: self,
      modifier: PreferenceLayerModifier<Key, T>(
        alignment: .center, isBehind: false, makeLayer: transform))
  }

  /// Draws a view made from a preference value set inside this view in front of it, sized to
  /// it and placed by `alignment`.
  nonisolated public consuming func overlayPreferenceValue<K, V>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View where K: PreferenceKey, V: View {
    ModifiedContent(
      content: self,
      modifier: PreferenceLayerModifier<K, V>(
        alignment: alignment, isBehind: false, makeLayer: transform))
  }

  /// Draws a view made from a preference value set inside this view behind it, sized to it.
  nonisolated public consuming func backgroundPreferenceValue<Key, T>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View where Key: PreferenceKey, T: View {
    ModifiedContent(
      content: self,
      modifier: PreferenceLayerModifier<Key, T>(
        alignment: .center, isBehind: true, makeLayer: transform))
  }

  /// Draws a view made from a preference value set inside this view behind it, sized to it
  /// and placed by `alignment`.
  nonisolated public consuming func backgroundPreferenceValue<K, V>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View where K: PreferenceKey, V: View {
    ModifiedContent(
      content: self,
      modifier: PreferenceLayerModifier<K, V>(
        alignment: alignment, isBehind: true, makeLayer: transform))
  }
}
