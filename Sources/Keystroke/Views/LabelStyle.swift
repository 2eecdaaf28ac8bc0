/// Arranges a ``Label``'s title and icon; set one for a subtree with `.labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What the style arranges.
  typealias Configuration = LabelStyleConfiguration

  /// Makes the view for a label.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

extension LabelStyle {
  /// The style's body, type-erased so the environment can hold any style.
  func makeErasedBody(configuration: Configuration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// The parts of a label a ``LabelStyle`` arranges.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View {
    let content: AnyView
    /// The title's content.
    public var body: some View { content }
  }

  /// The label's icon, as a view.
  public struct Icon: View {
    let content: AnyView
    /// The icon's content.
    public var body: some View { content }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// Shows a label's icon, then its title, one column apart.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates the default style.
  nonisolated public init() {}

  /// Shows icon and title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      configuration.icon
      configuration.title
    }
  }
}

/// Shows a label's icon and title.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// Shows icon and title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      configuration.icon
      configuration.title
    }
  }
}

/// Shows only a label's title.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// Shows the title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Shows only a label's icon.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// Shows the icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style: icon and title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Icon and title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
  /// The style labels in this subtree use.
  var labelStyle: any LabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how labels in this view show their title and icon.
  public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    modifier(EnvironmentModifier { $0.labelStyle = style })
  }
}
