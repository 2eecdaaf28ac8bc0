import Foundation

extension View {
  /// Draws `background` behind this view, sized to it: the older form of
  /// ``background(alignment:content:)``, often given a shape
  /// (`.background(RoundedRectangle(cornerRadius: 8).fill(.blue))`).
  @_disfavoredOverload
  public consuming func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  )
    -> some View
  {
    modifier(LayeringModifier(layer: background, alignment: alignment, isBehind: true))
  }

  /// Draws `overlay` in front of this view, sized to it: the older form of
  /// ``overlay(alignment:content:)``, often given a stroked shape
  /// (`.overlay(Capsule().stroke(.gray))`).
  @_disfavoredOverload
  public consuming func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(LayeringModifier(layer: overlay, alignment: alignment, isBehind: false))
  }

  /// Fills `shape` with `style` behind this view, sized to it.
  public consuming func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(
      LayeringModifier(
        layer: shape.fill(style, style: fillStyle), alignment: .center, isBehind: true))
  }

  /// Fills `shape` with the background style behind this view: the terminal's own background,
  /// so nothing is drawn.
  public consuming func background<S: InsettableShape>(
    in shape: S, fillStyle: FillStyle = FillStyle()
  )
    -> some View
  {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// Draws this view only within its frame. A terminal cannot cut a curve through a cell, so
  /// every shape clips to the frame (rounded corners are not cut off).
  public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  {
    modifier(ElementWrappingModifier { ClipElement(child: $0) })
  }

  /// Draws this view only within its frame.
  public consuming func clipped(antialiased: Bool = false) -> some View {
    modifier(ElementWrappingModifier { ClipElement(child: $0) })
  }

  /// Sets the shape clicks hit. Accepted with no effect: a click hits a view's frame.
  public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self
  }

  /// Sets the shape for some kinds of interaction. Accepted with no effect: a click hits a
  /// view's frame, and there are no previews or hover effects.
  public consuming func contentShape<S: Shape>(
    _ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false
  )
    -> some View
  {
    self
  }
}
