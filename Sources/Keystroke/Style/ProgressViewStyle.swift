/// How a progress view is drawn; chosen with `.progressViewStyle(_:)`. The built-in styles are
/// drawn the terminal's way (see ``ProgressView``); a style of your own makes a view from the
/// progress view's ``ProgressViewStyleConfiguration``, as in SwiftUI.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = ProgressViewStyleConfiguration

  /// Makes the view for a progress view. `ProgressView(configuration)` inside it draws the
  /// built-in look, so a style can add to it rather than start over.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` is given: how far along the work is and the progress view's
/// labels.
public struct ProgressViewStyleConfiguration {
  /// The label describing the work, type-erased.
  public struct Label: View {
    let content: AnyView
    /// The label's content.
    public var body: some View { content }
  }

  /// The label saying how far along the work is, type-erased.
  public struct CurrentValueLabel: View {
    let content: AnyView
    /// The label's content.
    public var body: some View { content }
  }

  /// The fraction done, from 0 to 1, or `nil` when the amount is unknown.
  public let fractionCompleted: Double?
  /// The label describing the work, or `nil` when the progress view has none.
  public var label: Label?
  /// The label saying how far along the work is, or `nil` when the progress view has none.
  public var currentValueLabel: CurrentValueLabel?
}

/// The ways a terminal draws progress with its built-in styles.
enum ProgressViewStyleKind: Sendable, Equatable {
  /// A bar when the amount done is known, a spinner when it is not.
  case automatic
  /// A bar when the amount done is known, a spinner when it is not.
  case linear
  /// A glyph filling by quarters (`○ ◔ ◑ ◕ ●`) with the percentage, or a spinner.
  case circular
}

/// One of Keystroke's own styles, drawn by ``ProgressView`` itself.
@MainActor protocol BuiltInProgressViewStyle {
  /// Which way the style draws.
  var kind: ProgressViewStyleKind { get }
}

/// The platform's default progress style: a bar, or a spinner.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  /// Creates the style.
  nonisolated public init() {}
  var kind: ProgressViewStyleKind { .automatic }
  /// Draws the progress view as a bar, or a spinner.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// A progress bar.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  /// Creates the style; the tint colours the bar as `.tint` does.
  nonisolated public init(tint: Color? = nil) {}
  /// Creates the style.
  nonisolated public init() {}
  var kind: ProgressViewStyleKind { .linear }
  /// Draws the progress view as a bar, or a spinner.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// Progress as a ring: in a terminal a glyph filling by quarters and the percentage.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  /// Creates the style.
  nonisolated public init() {}
  /// Creates the style; the tint colours the glyph as `.tint` does.
  nonisolated public init(tint: Color) {}
  var kind: ProgressViewStyleKind { .circular }
  /// Draws the progress view as a quarter glyph with the percentage, or a spinner.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A ring, drawn as a quarter glyph with the percentage.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress view style of the app's own, type-erased, kept in the environment.
struct AnyProgressViewStyle {
  let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView

  @MainActor init<S: ProgressViewStyle>(_ style: S) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

private struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue = ProgressViewStyleKind.automatic
}

private struct CustomProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: AnyProgressViewStyle? { nil }
}

extension EnvironmentValues {
  /// How progress views in this subtree are drawn by the built-in styles.
  var progressViewStyle: ProgressViewStyleKind {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }

  /// The app's own progress view style set with `.progressViewStyle(_:)`, if any; it wins over
  /// ``progressViewStyle``.
  var customProgressViewStyle: AnyProgressViewStyle? {
    get { self[CustomProgressViewStyleKey.self] }
    set { self[CustomProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how progress views in this view are drawn: `.linear` and `.automatic` as a bar,
  /// `.circular` as a glyph filling by quarters with the percentage, a style of your own as
  /// its `makeBody(configuration:)` says.
  public consuming func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    if let builtIn = style as? any BuiltInProgressViewStyle {
      let kind = builtIn.kind
      return modifier(
        EnvironmentModifier {
          $0.progressViewStyle = kind
          $0.customProgressViewStyle = nil
        })
    }
    let erased = AnyProgressViewStyle(style)
    return modifier(EnvironmentModifier { $0.customProgressViewStyle = erased })
  }
}
