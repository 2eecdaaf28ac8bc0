/// Draws views on top of each other, later ones in front, aligned in a shared frame.
public struct ZStack<Content: View> {
  let alignment: Alignment
  let content: Content

  /// Creates a stack of layers.
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension ZStack: View {}

extension ZStack: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    [
      ZStackLayout(alignment: alignment).makeElement(
        items: context.build(content, key: .index(0)), previous: nil)
    ]
  }
}

extension Color: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Color: PrimitiveView {
  /// A fill of the colour. A translucent named colour is dimmed, as the `.opacity` modifier
  /// dims a view (its shade is the theme's, so it cannot be mixed); a transparent one draws
  /// nothing and keeps its space.
  func makeElements(in context: BuildContext) -> [Element] {
    let fill = FillElement(color: resolvedColor(in: context.environment).terminalColor)
    if alpha <= 0 { return [OpacityElement(child: fill, level: .hidden)] }
    if isTranslucent, case .rgb = base { return [fill] }
    return [isTranslucent ? OpacityElement(child: fill, level: .dimmed) : fill]
  }
}
