/// A reusable change to a view, applied with `.modifier(_:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The view being modified, as the modifier sees it.
  typealias Content = _ViewModifier_Content<Self>

  /// Produces the modified view from `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The content a ``ViewModifier`` wraps; place it in the modifier's body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let build: @MainActor (BuildContext) -> [Element]

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] { build(context) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeElements(in context: BuildContext) -> [Element] {
    if let primitive = context.node.modifierConformance(of: Modifier.self) {
      return primitive.makeElements(applying: modifier, to: content, in: context)
    }
    DynamicPropertyLinker.link(modifier, to: context.node, environment: context.environment)
    let content = self.content
    let wrapped = _ViewModifier_Content<Modifier> { inner in
      inner.build(content, key: .index(0))
    }
    return context.build(modifier.body(content: wrapped), key: .body)
  }
}

extension View {
  /// Applies a modifier to this view.
  public consuming func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier Keystroke implements directly on elements.
@MainActor
protocol PrimitiveModifier {
  /// Builds `content` and returns the modified elements.
  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element]
}

extension PrimitiveModifier {
  /// Applies a modifier known to be of this type, without boxing it in an existential.
  static func makeElements<M, Content: View>(
    applying modifier: M, to content: Content, in context: BuildContext
  ) -> [Element] {
    guard let modifier = SameType.cast(modifier, to: Self.self) else { return [] }
    return modifier.makeElements(content: content, in: context)
  }

  /// A primitive modifier's body is never evaluated.
  func body(content: _ViewModifier_Content<Self>) -> Never where Self: ViewModifier {
    primitiveBody(Self.self)
  }
}
