extension Text {
  /// A text scale relative to the font: accepted for `.textScale`, which has no effect in a
  /// terminal (every character is one cell).
  public struct Scale: Hashable, Sendable {
    let isSecondary: Bool

    /// The default text scale.
    public static let `default` = Scale(isSecondary: false)

    /// The secondary text scale, a little smaller than the font's.
    public static let secondary = Scale(isSecondary: true)
  }
}
