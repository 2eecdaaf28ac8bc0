/// A table whose content is inset from its edges. A terminal table has no edge to inset from,
/// so it draws as the default style, shading every other row unless asked not to.
public struct InsetTableStyle: TableStyle, TableAppearanceStyle {
  let alternatesRowBackgrounds: Bool

  /// Creates the style, with alternating row backgrounds.
  nonisolated public init() { alternatesRowBackgrounds = true }

  /// Creates the style, with or without alternating row backgrounds.
  nonisolated public init(alternatesRowBackgrounds: Bool) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
  }

  var appearance: TableAppearance {
    TableAppearance(showsColumnRules: false, alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}
