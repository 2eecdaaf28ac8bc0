/// Marks a view inside a `TabView { … }` built from views with its tab's label.
struct TabItemTraitModifier: ViewModifier, PrimitiveModifier {
  var label: (any View)?

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0))
  }
}

/// A modified view whose modifier can be read without building it (a tab view reads the
/// `.tabItem` and `.tag` of its children this way).
@MainActor
protocol ModifierCarrier {
  var carriedModifier: Any { get }
  var carriedView: any View { get }
}

extension ModifiedContent: ModifierCarrier where Content: View {
  var carriedModifier: Any { modifier }
  var carriedView: any View { content }
}

extension View {
  /// Sets the label of this view's tab in a `TabView` built from views (the API before `Tab`).
  public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemTraitModifier(label: label()))
  }
}
