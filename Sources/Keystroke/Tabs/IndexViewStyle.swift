/// How a paged tab view draws its index dots. Use `.page` or
/// `.page(backgroundDisplayMode:)`.
public protocol IndexViewStyle {}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Dots with the default background.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// Dots with a background shown per `backgroundDisplayMode`.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}
