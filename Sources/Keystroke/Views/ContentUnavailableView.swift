/// An empty state: what is missing, why, and what to do about it.
///
/// As in SwiftUI, it fills the space it is offered and centres its content there: the label's
/// icon on a line of its own (an SF Symbol name becomes its terminal glyph), the label's title in
/// bold below it, the description in the secondary colour, and the actions (buttons, usually)
/// one row further down.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
  let label: Label
  let description: Description
  let actions: Actions

  /// Creates an empty state from a label, a description and actions.
  nonisolated public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView
where Label == Keystroke.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Creates an empty state titled with a string literal, with an SF Symbol's glyph.
  nonisolated public init(
    _ title: LocalizedStringKey, systemImage name: String, description: Text? = nil
  ) {
    label = Keystroke.Label(title, systemImage: name)
    self.description = description
    actions = EmptyView()
  }

  /// Creates an empty state titled with a string, with an SF Symbol's glyph.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage name: String, description: Text? = nil
  ) {
    label = Keystroke.Label(title, systemImage: name)
    self.description = description
    actions = EmptyView()
  }

  /// Creates an empty state titled with a string literal, with an image from the app's assets
  /// (looked up like a symbol name on a terminal).
  nonisolated public init(
    _ title: LocalizedStringKey, image name: String, description: Text? = nil
  ) {
    label = Keystroke.Label(title, image: name)
    self.description = description
    actions = EmptyView()
  }

  /// Creates an empty state titled with a string, with an image from the app's assets.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, image name: String, description: Text? = nil
  ) {
    label = Keystroke.Label(title, image: name)
    self.description = description
    actions = EmptyView()
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// The empty state of a search that found nothing: "No Results", and the query when the view
  /// is inside a `.searchable` view whose field holds one.
  @MainActor public static var search: ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(query: nil) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }

  /// The empty state of a search for `text` that found nothing.
  @MainActor public static func search(text: String) -> ContentUnavailableView<
    Label, Description, Actions
  > {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(query: text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

/// Stacks a label's icon above its title, in bold, as an empty state shows them.
struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 1) {
      configuration.icon
      configuration.title.bold().multilineTextAlignment(.center)
    }
  }
}

extension ContentUnavailableView: View {
  /// The centred column of icon, title, description and actions.
  public var body: some View {
    VStack(spacing: 1) {
      label.labelStyle(UnavailableLabelStyle())
      VStack(spacing: 1) {
        description
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
        actions
      }
    }
    .padding(.horizontal, 2)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
