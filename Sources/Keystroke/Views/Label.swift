/// A title with an icon. Keystroke has no table of SF Symbols yet, so the icon is drawn as a
/// bullet before the title.
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// Creates a label from a title view and an icon view.
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon and the title side by side.
  public var body: some View {
    HStack(spacing: 1) {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Text {
  /// Creates a label titled with a string literal, with a system image's glyph.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    title = Text(titleKey)
    icon = Text(verbatim: "•")
  }

  /// Creates a label titled with a string, with a system image's glyph.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    icon = Text(verbatim: "•")
  }
}

extension Label: View {}

extension Label: TitledView {
  var plainTitle: String { (title as? Text)?.plainText ?? String(describing: Title.self) }
}
