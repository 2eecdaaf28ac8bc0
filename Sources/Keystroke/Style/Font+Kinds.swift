import Foundation

extension Font {
  /// The named sizes of the system font. A terminal draws one size, so a style chooses only
  /// the weight its text is drawn with (see ``Font``).
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// The largest title.
    case largeTitle
    /// A title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A headline.
    case headline
    /// A subheadline.
    case subheadline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A second caption style.
    case caption2
    /// An extra large title (visionOS); drawn as ``largeTitle``.
    case extraLargeTitle
    /// A second extra large title (visionOS); drawn as ``largeTitle``.
    case extraLargeTitle2

    /// The font this style stands for.
    var font: Font {
      switch self {
      case .largeTitle, .extraLargeTitle, .extraLargeTitle2: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }

  /// A family of letter shapes. Every cell of a terminal uses the user's own font, so a design
  /// is accepted and changes nothing.
  public enum Design: Hashable, Sendable {
    /// The system's usual design.
    case `default`
    /// Letters with serifs.
    case serif
    /// Letters with rounded strokes.
    case rounded
    /// Letters of one width.
    case monospaced
  }

  /// How wide a font's letters are. Terminal cells have one width, so any width is accepted
  /// and drawn the same.
  public struct Width: Hashable, Sendable {
    /// The width as a number, narrowest negative, ``standard`` zero.
    public var value: CGFloat

    /// Creates a width from a number.
    public init(_ value: CGFloat) { self.value = value }

    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// A narrow width.
    public static let condensed = Width(-0.2)
    /// The usual width.
    public static let standard = Width(0)
    /// A wide width.
    public static let expanded = Width(0.2)
  }

  /// The space between lines. A terminal's rows are one cell apart, so this changes nothing.
  public enum Leading: Hashable, Sendable {
    /// The font's usual spacing.
    case standard
    /// Less space.
    case tight
    /// More space.
    case loose
  }

  /// A system font of a point size. The size cannot change a terminal's cells and the design
  /// its letters; the weight draws as ``Font`` says (semibold and heavier bold, light and
  /// thinner dim).
  public static func system(
    size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
  ) -> Font {
    Font(weight: weight ?? .regular)
  }

  /// The system font of a text style, optionally in another design (no effect) or weight.
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font {
    let font = style.font
    return weight.map { font.weight($0) } ?? font
  }

  /// A font installed under `name`, at a size that follows the body style. The terminal draws
  /// it in its own font at regular weight.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(weight: .regular) }

  /// A font installed under `name`, at a size that scales with `textStyle`. The terminal draws
  /// it in its own font at regular weight.
  public static func custom(
    _ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle
  ) -> Font {
    Font(weight: .regular)
  }

  /// A font installed under `name`, at a size that never scales. The terminal draws it in its
  /// own font at regular weight.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(weight: .regular) }

  /// This font with another width: every terminal cell is as wide, so the same font.
  public func width(_ width: Font.Width) -> Font { self }
  /// This font with other line spacing: a terminal's rows are fixed, so the same font.
  public func leading(_ leading: Font.Leading) -> Font { self }
  /// This font in small capitals. A terminal cannot draw them, so the same font.
  public func smallCaps() -> Font { self }
  /// This font with lowercase letters as small capitals; the same font in a terminal.
  public func lowercaseSmallCaps() -> Font { self }
  /// This font with uppercase letters as small capitals; the same font in a terminal.
  public func uppercaseSmallCaps() -> Font { self }
}
