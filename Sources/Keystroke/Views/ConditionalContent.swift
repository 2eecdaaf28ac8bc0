/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
///
/// Each branch has its own identity: switching branches discards the other branch's state.
public struct _ConditionalContent<TrueContent, FalseContent> {
  /// Which branch was taken.
  public enum Storage {
    /// The first branch.
    case trueContent(TrueContent)
    /// The second branch.
    case falseContent(FalseContent)
  }

  /// The branch taken.
  public let storage: Storage

  /// Creates the content for a branch.
  nonisolated public init(storage: Storage) { self.storage = storage }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
  func makeElements(in context: BuildContext) -> [Element] {
    switch storage {
    case .trueContent(let content): return context.build(content, key: .branch(true))
    case .falseContent(let content): return context.build(content, key: .branch(false))
    }
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeElements(in context: BuildContext) -> [Element] {
    guard let wrapped = self else { return [] }
    return context.build(wrapped, key: .branch(true))
  }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {}
