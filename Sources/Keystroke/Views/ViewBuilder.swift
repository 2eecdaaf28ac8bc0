/// Builds views from closures written as a list of statements, as SwiftUI's `ViewBuilder` does.
///
/// It accepts blocks of any length, `if`, `if`/`else`, `if let`, `switch` and
/// `#available` checks.
@resultBuilder
public enum ViewBuilder {
  /// An empty block builds an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view builds that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views builds a ``TupleView`` of them.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// Passes a single expression through.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else` builds an optional view.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content inside an `#available` check.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
