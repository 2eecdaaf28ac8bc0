/// How a table is drawn; chosen with `.tableStyle(_:)`.
///
/// On the grid `.bordered` draws a `│` between columns (and `┼` where it crosses the header's
/// rule); every style draws the header, rule and rows the same way otherwise. A style that
/// alternates row backgrounds shades every other row when the terminal has colours.
public protocol TableStyle: Sendable {}

/// What a table style means on the grid.
struct TableAppearance: Equatable, Sendable {
  /// Whether rules separate the columns.
  var showsColumnRules = false
  /// Whether every other row is shaded.
  var alternatesRowBackgrounds = false
}

/// A table style that reads as a terminal appearance.
protocol TableAppearanceStyle {
  /// The appearance the style gives a table.
  var appearance: TableAppearance { get }
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's default: no column rules, no shaded rows.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// Content inset from the table's edges, with alternating row backgrounds.
  public static var inset: InsetTableStyle { InsetTableStyle() }

  /// Content inset from the table's edges, with or without alternating row backgrounds.
  public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
    InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

extension TableStyle where Self == BorderedTableStyle {
  /// Rules between the columns, with alternating row backgrounds.
  public static var bordered: BorderedTableStyle { BorderedTableStyle() }

  /// Rules between the columns, with or without alternating row backgrounds.
  public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
    BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}
