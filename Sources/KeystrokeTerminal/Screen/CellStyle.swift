/// The look of a cell: colours and attributes.
public struct CellStyle: Sendable, Hashable {
  /// The text colour.
  public var foreground: TerminalColor
  /// The background colour.
  public var background: TerminalColor
  /// Bold, dim, italic, underline, reverse, strikethrough.
  public var attributes: CellAttributes

  /// A style; every part defaults to the terminal's default.
  public init(
    foreground: TerminalColor = .default,
    background: TerminalColor = .default,
    attributes: CellAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look: default colours, no attributes.
  public static let plain = CellStyle()
}
