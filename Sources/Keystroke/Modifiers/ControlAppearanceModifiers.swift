extension View {
  /// Accepted and has no effect: every control is one line tall in a terminal.
  public consuming func controlSize(_ controlSize: ControlSize) -> some View { self }

  /// Accepted and has no effect: section headers are bold whatever their prominence.
  public consuming func headerProminence(_ prominence: Prominence) -> some View { self }

  /// Sets the tint (accent) color of controls in this view from a shape style.
  public consuming func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(
      EnvironmentModifier { environment in
        environment.tint = tint.map { $0.resolvedColor(in: environment) } ?? .accentColor
      })
  }

  /// Accepted and has no effect: a terminal has no tooltips (the hint line shows the keys
  /// instead).
  public consuming func help(_ textKey: LocalizedStringKey) -> some View { self }

  /// Accepted and has no effect: a terminal has no tooltips.
  public consuming func help(_ text: Text) -> some View { self }

  /// Accepted and has no effect: a terminal has no tooltips.
  public consuming func help<S: StringProtocol>(_ text: S) -> some View { self }

  /// Accepted and has no effect: each symbol has one glyph in the terminal's table.
  public consuming func symbolVariant(_ variant: SymbolVariants) -> some View { self }

  /// Accepted and has no effect: a symbol glyph is one cell at every scale.
  public consuming func imageScale(_ scale: Image.Scale) -> some View { self }

  /// Works by construction: a terminal's digits are all one cell wide.
  public consuming func monospacedDigit() -> some View { self }

  /// Works by construction: a terminal's text is monospaced.
  public consuming func monospaced(_ isActive: Bool = true) -> some View { self }
}
