import Foundation

// Graphic effects a grid of cells cannot show: each is accepted and draws the view as it is.

extension View {
  /// Accepted and has no effect: cells cannot be turned in space.
  public consuming func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    self
  }

  /// Accepted and has no effect: a cell's character cannot be blurred.
  public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

  /// Accepted and has no effect: colours are drawn as given.
  public consuming func brightness(_ amount: Double) -> some View { self }

  /// Accepted and has no effect: colours are drawn as given.
  public consuming func contrast(_ amount: Double) -> some View { self }

  /// Accepted and has no effect: colours are drawn as given.
  public consuming func saturation(_ amount: Double) -> some View { self }

  /// Accepted and has no effect: colours are drawn as given.
  public consuming func grayscale(_ amount: Double) -> some View { self }

  /// Accepted and has no effect: colours are drawn as given.
  public consuming func hueRotation(_ angle: Angle) -> some View { self }

  /// Accepted and has no effect: colours are drawn as given.
  public consuming func colorMultiply(_ color: Color) -> some View { self }

  /// Accepted and has no effect: colours are drawn as given.
  public consuming func colorInvert() -> some View { self }

  /// Accepted and has no effect: a cell is never see-through.
  public consuming func luminanceToAlpha() -> some View { self }

  /// Accepted and has no effect: a cell shows one colour, so nothing is blended.
  public consuming func blendMode(_ blendMode: BlendMode) -> some View { self }

  /// Accepted and has no effect: views are drawn straight into cells.
  public consuming func compositingGroup() -> some View { self }

  /// Accepted and has no effect: views are drawn straight into cells.
  public consuming func drawingGroup(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
  ) -> some View {
    self
  }

  /// Shows this view only within its frame, as ``clipShape(_:style:)`` does: a cell is
  /// either drawn or not, so the mask's shape and transparency are not followed.
  public consuming func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    modifier(ElementWrappingModifier { ClipElement(child: $0) })
  }

  /// Shows this view only within its frame: the earlier form of
  /// ``mask(alignment:_:)``.
  @_disfavoredOverload
  public consuming func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(ElementWrappingModifier { ClipElement(child: $0) })
  }

  /// Accepted and has no effect: a terminal has no safe areas (see
  /// ``ignoresSafeArea(_:edges:)``).
  public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

  /// Accepted and has no effect: a symbol is one glyph in one colour.
  public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

extension Image {
  /// Accepted and has no effect: a symbol is one glyph in one colour.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
