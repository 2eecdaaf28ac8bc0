/// A bordered button in the accent color; a terminal draws it as `.bordered`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

/// A button that looks like a link; a terminal draws it as `.borderless` (the label in the tint
/// color).
public struct LinkButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A bordered button in the accent color, drawn like `.bordered`.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  /// A button that looks like a link, drawn like `.borderless`.
  public static var link: LinkButtonStyle { LinkButtonStyle() }
}
