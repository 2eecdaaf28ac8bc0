/// A table with a standard border: on the grid, a `│` between each two columns, shading every
/// other row unless asked not to.
public struct BorderedTableStyle: TableStyle, TableAppearanceStyle {
  let alternatesRowBackgrounds: Bool

  /// Creates the style, with alternating row backgrounds.
  nonisolated public init() { alternatesRowBackgrounds = true }

  /// Creates the style, with or without alternating row backgrounds.
  nonisolated public init(alternatesRowBackgrounds: Bool) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
  }

  var appearance: TableAppearance {
    TableAppearance(showsColumnRules: true, alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}
