/// Puts a view behind or in front of the modified view, sized to it.
struct LayeringModifier<Layer: View>: ViewModifier, PrimitiveModifier {
  let layer: Layer
  let alignment: Alignment
  let isBehind: Bool

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let base = context.build(content, key: .index(0))
    let extra = context.build(layer, key: .index(1))
    return Self.layer(extra, over: base, alignment: alignment, isBehind: isBehind)
  }

  /// Puts `extra` behind or in front of `base`, sized to `base`.
  static func layer(_ extra: [Element], over base: [Element], alignment: Alignment, isBehind: Bool)
    -> [Element]
  {
    let primary = base.count == 1 ? base[0] : StackElement(axis: .vertical, spacing: 0, items: base)
    let layered =
      extra.count == 1 ? extra[0] : StackElement(axis: .vertical, spacing: 0, items: extra)
    let items = isBehind ? [layered, primary] : [primary, layered]
    return [LayeredElement(items: items, alignment: alignment, sizing: .child(isBehind ? 1 : 0))]
  }
}

/// Fills the modified view's frame with a style's color, behind it; a gradient shades each
/// cell.
struct BackgroundStyleModifier<S: ShapeStyle>: ViewModifier, PrimitiveModifier {
  let style: S

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let base = context.build(content, key: .index(0))
    let primary = base.count == 1 ? base[0] : StackElement(axis: .vertical, spacing: 0, items: base)
    let fill: Element
    if let shaded = style as? any CellShadingStyle {
      fill = GradientFillElement(shading: shaded.cellShading(in: context.environment))
    } else {
      fill = FillElement(color: style.resolvedColor(in: context.environment).terminalColor)
    }
    return [LayeredElement(items: [fill, primary], alignment: .center, sizing: .child(1))]
  }
}

/// Lays the content out at its ideal size along the chosen axes.
struct FixedSizeModifier: ViewModifier, PrimitiveModifier {
  let horizontal: Bool
  let vertical: Bool

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0)).map {
      FixedSizeElement(child: $0, horizontal: horizontal, vertical: vertical)
    }
  }
}

extension View {
  /// Draws `content` behind this view, sized to it.
  public consuming func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  {
    modifier(LayeringModifier(layer: content(), alignment: alignment, isBehind: true))
  }

  /// Fills this view's frame with a color or style, behind it.
  public consuming func background<S: ShapeStyle>(_ style: S) -> some View {
    modifier(BackgroundStyleModifier(style: style))
  }

  /// Draws `content` in front of this view, sized to it.
  public consuming func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  {
    modifier(LayeringModifier(layer: content(), alignment: alignment, isBehind: false))
  }

  /// Lays this view out at its ideal size in both directions (text does not wrap or truncate).
  public consuming func fixedSize() -> some View {
    modifier(FixedSizeModifier(horizontal: true, vertical: true))
  }

  /// Lays this view out at its ideal size along the chosen directions.
  public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
}
