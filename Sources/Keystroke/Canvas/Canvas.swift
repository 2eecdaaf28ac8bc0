import Foundation

/// A view drawn in immediate mode, SwiftUI's `Canvas`: its renderer is handed a
/// ``GraphicsContext`` and the canvas's size, and fills and strokes paths and draws text.
///
/// On a terminal the size is in cells (one unit a column or a row, as for a ``Shape``'s
/// path), and each cell is drawn or not: a filled path covers the cells whose centres it
/// contains, a stroked path the cells its lines pass through. Like a shape, a canvas takes
/// the space it is offered (10 columns by 5 rows for a dimension left open). The renderer
/// runs again when the canvas is built again (its parent's body ran, the environment it
/// reads changed) or resized, and not otherwise: an unchanged canvas pastes the cells it drew
/// last time.
///
/// The `symbols:` form takes views tagged with `.tag(_:)`; the renderer finds each with
/// ``GraphicsContext/resolveSymbol(id:)`` and draws it, at its ideal size in cells, wherever
/// it likes, as often as it likes. `opaque`, `colorMode` and `rendersAsynchronously` are
/// accepted and change nothing: cells are drawn on the main actor as the rest of the window
/// is.
public struct Canvas<Symbols: View> {
  /// The drawing callback, given the context to draw into and the canvas's size in cells.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas is fully opaque (no effect on cells).
  public var isOpaque: Bool
  /// The working colour space (no effect on cells).
  public var colorMode: ColorRenderingMode
  /// Whether the canvas may present its contents asynchronously (no effect: cells are drawn
  /// with the rest of the window).
  public var rendersAsynchronously: Bool
  /// The views the renderer may draw, each tagged with its identifier.
  public var symbols: Symbols

  /// A canvas drawn by `renderer`, which may draw the views `symbols` makes, found by their
  /// tags.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
    self.symbols = symbols()
  }
}

extension Canvas: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
      renderer: renderer, symbols: { EmptyView() })
  }
}

extension Canvas: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let symbols =
      Symbols.self == EmptyView.self
      ? []
      : context.build(self.symbols, key: .index(0)) { $0.marksTaggedElements = true }
    return [
      CanvasElement(
        renderer: renderer, environment: context.environment,
        symbols: symbols.compactMap { element in
          (element.trait(TagModifier.trait) as? AnyHashable).map { ($0, element) }
        })
    ]
  }
}
