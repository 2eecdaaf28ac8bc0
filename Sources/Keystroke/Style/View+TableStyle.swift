private struct TableAppearanceKey: EnvironmentKey {
  static var defaultValue: TableAppearance { TableAppearance() }
}

private struct AlternatingRowsKey: EnvironmentKey {
  static var defaultValue: Bool? { nil }
}

extension EnvironmentValues {
  /// How tables in this subtree are drawn, from `.tableStyle(_:)`.
  var tableAppearance: TableAppearance {
    get { self[TableAppearanceKey.self] }
    set { self[TableAppearanceKey.self] = newValue }
  }

  /// Whether rows alternate backgrounds, from `.alternatingRowBackgrounds(_:)`; `nil` leaves it
  /// to the table style.
  var alternatingRows: Bool? {
    get { self[AlternatingRowsKey.self] }
    set { self[AlternatingRowsKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of tables in this view: `.bordered` draws rules between the columns, and
  /// `.inset` and `.bordered` shade every other row unless made with
  /// `alternatesRowBackgrounds: false`.
  public consuming func tableStyle<S: TableStyle>(_ style: S) -> some View {
    let appearance = (style as? any TableAppearanceStyle)?.appearance ?? TableAppearance()
    return environment(\.tableAppearance, appearance)
  }

  /// Turns the shading of every other row of the tables in this view on or off, whatever their
  /// style says (`.automatic` leaves it to the style).
  public consuming func alternatingRowBackgrounds(
    _ behavior: AlternatingRowBackgroundBehavior = .enabled
  ) -> some View {
    environment(\.alternatingRows, behavior.choice)
  }
}
