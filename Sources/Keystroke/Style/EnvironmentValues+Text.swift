import KeystrokeTerminal

private struct ForegroundKey: EnvironmentKey {
  static let defaultValue: Color? = nil
}

private struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

private struct TintKey: EnvironmentKey {
  static let defaultValue = Color.accentColor
}

private struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

private struct ReservedLinesKey: EnvironmentKey {
  static let defaultValue = 0
}

private struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}

private struct TextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private struct TextEmphasisKey: EnvironmentKey {
  static let defaultValue = CellAttributes()
}

extension EnvironmentValues {
  /// The color text is drawn in, or `nil` for the terminal's default.
  public var foregroundColor: Color? {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
  }

  /// The font of text in this subtree.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The accent color for controls and `.tint`.
  public var tint: Color {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The most lines a `Text` may use, or `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The fewest rows text in this subtree takes (the lower end of `.lineLimit(2...5)`, or
  /// the limit of `.lineLimit(3, reservesSpace: true)`); 0 when text takes what it needs.
  var reservedLines: Int {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }

  /// Where a line of text too long for its space is cut (``Text/TruncationMode``).
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// How lines of multi-line text line up.
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }

  /// Whether controls in this subtree respond to the user; `.disabled(true)` clears it for a
  /// whole subtree and nothing below can set it back.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Emphasis (bold, italic, underline, …) applied by view modifiers.
  var textEmphasis: CellAttributes {
    get { self[TextEmphasisKey.self] }
    set { self[TextEmphasisKey.self] = newValue }
  }

  /// The cell style plain text gets in this environment.
  var textCellStyle: CellStyle {
    var attributes = textEmphasis
    if let font {
      if font.weight.value >= Font.Weight.semibold.value { attributes.insert(.bold) }
      if font.weight.value <= Font.Weight.light.value { attributes.insert(.dim) }
      if font.isItalic { attributes.insert(.italic) }
    }
    if !isEnabled { attributes.insert(.dim) }
    return CellStyle(foreground: foregroundColor?.terminalColor ?? .default, attributes: attributes)
  }
}
