/// Builds commands from a block of command groups and menus.
@resultBuilder
public enum CommandsBuilder {
  /// An empty block.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  /// A single group.
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

  /// Several groups.
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content)
    -> TupleCommands<(repeat each Content)>
  {
    TupleCommands((repeat each content))
  }

  /// Passes an expression through.
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

  /// An `if` without `else`.
  public static func buildOptional<Content: Commands>(_ content: Content?)
    -> OptionalCommands<Content>
  {
    OptionalCommands(content: content)
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}
