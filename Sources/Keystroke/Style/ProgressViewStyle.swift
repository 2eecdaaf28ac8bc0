/// How a progress view is drawn; chosen with `.progressViewStyle(_:)`. A terminal draws the
/// built-in styles its own way (see ``ProgressView``); a style of your own is not available.
public protocol ProgressViewStyle: Sendable {
  /// Which way the style draws.
  var kind: ProgressViewStyleKind { get }
}

/// The ways a terminal draws progress.
public enum ProgressViewStyleKind: Sendable, Equatable {
  /// A bar when the amount done is known, a spinner when it is not.
  case automatic
  /// A bar when the amount done is known, a spinner when it is not.
  case linear
  /// A glyph filling by quarters (`○ ◔ ◑ ◕ ●`) with the percentage, or a spinner.
  case circular
}

/// The platform's default progress style: a bar, or a spinner.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
  /// Draws as the automatic style.
  public var kind: ProgressViewStyleKind { .automatic }
}

/// A progress bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// Creates the style; the tint colours the bar as `.tint` does.
  public init(tint: Color? = nil) {}
  /// Creates the style.
  public init() {}
  /// Draws as a bar.
  public var kind: ProgressViewStyleKind { .linear }
}

/// Progress as a ring: in a terminal a glyph filling by quarters and the percentage.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
  /// Creates the style; the tint colours the glyph as `.tint` does.
  public init(tint: Color) {}
  /// Draws as a quarter glyph.
  public var kind: ProgressViewStyleKind { .circular }
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

private struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue = ProgressViewStyleKind.automatic
}

extension EnvironmentValues {
  /// How progress views in this subtree are drawn.
  var progressViewStyle: ProgressViewStyleKind {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how progress views in this view are drawn: `.linear` and `.automatic` as a bar,
  /// `.circular` as a glyph filling by quarters with the percentage.
  public consuming func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let kind = style.kind
    return modifier(EnvironmentModifier { $0.progressViewStyle = kind })
  }
}
