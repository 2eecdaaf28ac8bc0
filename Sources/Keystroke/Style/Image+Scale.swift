extension Image {
  /// The scale of a symbol image; `.imageScale(_:)` accepts it. A glyph is one cell at every
  /// scale.
  public enum Scale: Hashable, Sendable, CaseIterable {
    /// A small symbol.
    case small
    /// The default size.
    case medium
    /// A large symbol.
    case large
  }
}
