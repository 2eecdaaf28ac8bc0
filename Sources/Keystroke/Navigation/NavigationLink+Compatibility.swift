extension NavigationLink where Label == Text {
  /// A link titled with a string that pushes a view.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination) { Text(verbatim: String(title)) }
  }

  /// A link titled with a string literal that pushes a view given as a value (SwiftUI's first
  /// form, deprecated there in favour of the closure form and still common).
  nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: { destination }, label: { Text(titleKey) })
  }

  /// A link titled with a string that pushes a view given as a value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: { destination }, label: { Text(verbatim: String(title)) })
  }
}

extension NavigationLink {
  /// A link that pushes a view given as a value (SwiftUI's first form).
  nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }
}

/// Sets the subtitle of the screen being built, shown after its title.
struct SubtitleModifier: ViewModifier, PrimitiveModifier {
  let subtitle: String

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    if let navigation = context.environment.navigationContext {
      navigation.subtitles[navigation.buildingDepth] = subtitle
    }
    return context.build(content, key: .index(0))
  }
}

extension View {
  /// Sets the title shown in the navigation title bar from a text (its characters; the title
  /// line has its own style).
  public consuming func navigationTitle(_ title: Text) -> some View {
    modifier(TitleModifier(title: title.plainText))
  }

  /// Sets the title from a binding; on a terminal the title cannot be edited in place, so the
  /// binding's value is shown.
  public consuming func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(TitleModifier(title: title.wrappedValue))
  }

  /// Sets the subtitle shown after the title: `Title — Subtitle`.
  public consuming func navigationSubtitle(_ subtitle: Text) -> some View {
    modifier(SubtitleModifier(subtitle: subtitle.plainText))
  }

  /// Sets the subtitle from a string literal.
  public consuming func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    modifier(SubtitleModifier(subtitle: Text(subtitleKey).plainText))
  }

  /// Sets the subtitle from a string.
  @_disfavoredOverload
  public consuming func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    modifier(SubtitleModifier(subtitle: String(subtitle)))
  }
}
