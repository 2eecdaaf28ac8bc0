/// A text style. A terminal has one typeface and size, so fonts map to weight and emphasis:
/// titles and headlines are bold, captions and footnotes dim, italic fonts italic. Sizes,
/// designs, widths and custom font names are accepted and change nothing (see `Font+Kinds`).
public struct Font: Hashable, Sendable {
  /// A font weight; semibold and heavier draw bold, light and thinner draw dim.
  public struct Weight: Hashable, Sendable {
    let value: Int
    /// Ultra-light.
    public static let ultraLight = Weight(value: 100)
    /// Thin.
    public static let thin = Weight(value: 200)
    /// Light.
    public static let light = Weight(value: 300)
    /// Regular.
    public static let regular = Weight(value: 400)
    /// Medium.
    public static let medium = Weight(value: 500)
    /// Semibold.
    public static let semibold = Weight(value: 600)
    /// Bold.
    public static let bold = Weight(value: 700)
    /// Heavy.
    public static let heavy = Weight(value: 800)
    /// Black.
    public static let black = Weight(value: 900)
  }

  let weight: Weight
  let isItalic: Bool

  init(weight: Weight, italic: Bool = false) {
    self.weight = weight
    isItalic = italic
  }

  /// The largest title.
  public static let largeTitle = Font(weight: .bold)
  /// A title.
  public static let title = Font(weight: .bold)
  /// A second-level title.
  public static let title2 = Font(weight: .bold)
  /// A third-level title.
  public static let title3 = Font(weight: .semibold)
  /// A headline.
  public static let headline = Font(weight: .semibold)
  /// A subheadline.
  public static let subheadline = Font(weight: .regular)
  /// Body text.
  public static let body = Font(weight: .regular)
  /// A callout.
  public static let callout = Font(weight: .regular)
  /// A footnote, drawn dim.
  public static let footnote = Font(weight: .light)
  /// A caption, drawn dim.
  public static let caption = Font(weight: .light)
  /// A second caption style, drawn dim.
  public static let caption2 = Font(weight: .light)

  /// This font with another weight.
  public func weight(_ weight: Weight) -> Font { Font(weight: weight, italic: isItalic) }
  /// This font bold.
  public func bold() -> Font { weight(.bold) }
  /// This font italic.
  public func italic() -> Font { Font(weight: weight, italic: true) }
  /// Monospaced: every terminal font already is, so this is the same font.
  public func monospaced() -> Font { self }
  /// Monospaced digits: already true in a terminal.
  public func monospacedDigit() -> Font { self }
}
