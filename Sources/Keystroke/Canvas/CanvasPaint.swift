import KeystrokeTerminal

/// What a canvas's fill or stroke paints a cell with: a resolved ``GraphicsContext/Shading``.
struct CanvasPaint {
  /// The colour of every cell, and of a stroke's cells under a gradient (its middle colour).
  var color: TerminalColor?
  /// For a gradient, the colour of each filled cell by its place in the rectangle shaded.
  var gradient: GradientShading?
  /// The filters the gradient's colours pass through, cell by cell (the colour has passed).
  var filters: [GraphicsContext.Filter] = []
}
