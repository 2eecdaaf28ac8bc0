/// The platform's default table style: on the grid, no column rules and no shaded rows.
public struct AutomaticTableStyle: TableStyle, TableAppearanceStyle {
  /// Creates the style.
  nonisolated public init() {}

  var appearance: TableAppearance { TableAppearance() }
}
