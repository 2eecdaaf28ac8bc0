/// Marks a view inside a `TabView { … }` built from views with its tab's label or value.
struct TabItemTraitModifier: ViewModifier, PrimitiveModifier {
  var tag: AnyHashable?
  var label: (any View)?

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0))
  }
}

/// A view with a tab trait, so a tab view can read it without building the view.
@MainActor
protocol TabTraitCarrier {
  var trait: TabItemTraitModifier { get }
  var carriedView: any View { get }
}

extension ModifiedContent: TabTraitCarrier where Content: View, Modifier == TabItemTraitModifier {
  var trait: TabItemTraitModifier { modifier }
  var carriedView: any View { content }
}

extension View {
  /// Sets the label of this view's tab in a `TabView` built from views (the API before `Tab`).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemTraitModifier(tag: nil, label: label()))
  }

}
