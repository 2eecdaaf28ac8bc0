import Foundation
import KeystrokeTerminal

/// Wraps each element of the content in a new element.
struct ElementWrappingModifier: ViewModifier, PrimitiveModifier {
  /// The wrapping, compared by what it captured.
  let wrap: ElementWrap

  /// A modifier wrapping each element with `wrap`, a closure capturing only values.
  init(_ wrap: @escaping @MainActor (Element) -> Element) {
    self.wrap = ElementWrap(make: wrap)
  }

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0)).map(wrap.make)
  }
}

extension View {
  /// Adds space around this view: one cell on each side named in `edges` unless `length` says
  /// otherwise.
  public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = Cells.count(length ?? 1)
    func inset(_ edge: Edge.Set) -> Int { edges.contains(edge) ? amount : 0 }
    return modifier(
      ElementWrappingModifier {
        PaddingElement(
          child: $0, top: inset(.top), leading: inset(.leading), bottom: inset(.bottom),
          trailing: inset(.trailing))
      })
  }

  /// Adds the same space on every side.
  public consuming func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Adds the given space on each side.
  public consuming func padding(_ insets: EdgeInsets) -> some View {
    let cells = insets.cells
    return modifier(
      ElementWrappingModifier {
        PaddingElement(
          child: $0, top: cells.top, leading: cells.leading, bottom: cells.bottom,
          trailing: cells.trailing)
      })
  }

  /// Gives this view a fixed width and/or height; the view is aligned inside.
  public consuming func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  )
    -> some View
  {
    modifier(
      ElementWrappingModifier {
        FrameElement(
          child: $0, width: width.map(Cells.count), height: height.map(Cells.count),
          alignment: alignment)
      })
  }

  /// Gives this view minimum and maximum sizes; `.infinity` as a maximum takes all offered
  /// space.
  public consuming func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      ElementWrappingModifier {
        FrameElement(
          child: $0, minWidth: minWidth.map(Cells.count), maxWidth: maxWidth.map(Cells.count),
          minHeight: minHeight.map(Cells.count), maxHeight: maxHeight.map(Cells.count),
          alignment: alignment)
      })
  }

  /// Sets the priority a stack gives this view when sharing out space (default 0).
  public consuming func layoutPriority(_ value: Double) -> some View {
    modifier(
      ElementWrappingModifier {
        $0.layoutPriority = value
        return $0
      })
  }
}

extension View {
  /// Draws a line border along the edges of this view, over its content (it adds no space;
  /// pad the view first to keep content clear of it). Any width draws a single line.
  public consuming func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modifier(BorderModifier(style: content))
  }
}

/// Draws a border in a shape style resolved in the view's environment.
struct BorderModifier<S: ShapeStyle>: ViewModifier, PrimitiveModifier {
  let style: S

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    var cellStyle = CellStyle.plain
    cellStyle.foreground = style.resolvedColor(in: context.environment).terminalColor
    return context.build(content, key: .index(0)).map {
      BorderElement(child: $0, style: cellStyle)
    }
  }
}
