/// A shape style that shades each cell of an area by its place (a gradient), rather than
/// filling it with one colour: backgrounds, gradient views and filled shapes ask for it.
protocol CellShadingStyle {
  /// How cells are shaded, with colours resolved in `environment`.
  func cellShading(in environment: EnvironmentValues) -> GradientShading
}
