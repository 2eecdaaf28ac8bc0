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
    case .trueContent(let content): return build(content, branch: true, in: context)
    case .falseContent(let content): return build(content, branch: false, in: context)
    }
  }

  /// Builds the branch taken. When the other branch held focus, the first enabled control of
  /// this one takes it as it is built (see ``ViewGraph/followFocus(intoReplacementOf:)``).
  @MainActor
  private func build<Content: View>(_ content: Content, branch: Bool, in context: BuildContext)
    -> [Element]
  {
    let graph = context.node.graph
    let claims = graph.followFocus(intoReplacementOf: context.node.existingChild(.branch(!branch)))
    defer { if claims { graph.disarmFocusClaim() } }
    return context.build(content, key: .branch(branch))
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeElements(in context: BuildContext) -> [Element] {
    guard let wrapped = self else {
      // Dropping the content the last update built: when focus was inside it, the next
      // enabled control the build reaches in the same layer takes focus (a claim left armed
      // for the views after this one, which the build ends), as after a focused control built
      // disabled, instead of focus falling to the window's first control in a second pass.
      _ = context.node.graph.followFocus(
        intoReplacementOf: context.node.existingChild(.branch(true)), reachingKeptControls: true,
        stayingInLayer: true)
      return []
    }
    return context.build(wrapped, key: .branch(true))
  }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {}
