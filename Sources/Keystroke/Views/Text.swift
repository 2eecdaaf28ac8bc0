import KeystrokeTerminal

/// Read-only text, wrapped at word boundaries to the width it is given and truncated with `…`
/// when it runs out of lines.
public struct Text: Equatable {
  /// One styled piece of a text; `+` joins texts into several runs.
  struct Run: Equatable, Sendable {
    var string: String
    var color: Color?
    var emphasis: CellAttributes = []
    var font: Font?
    /// A date drawn relative to the time of the update that draws it (`Text(_:style:)`).
    var timed: TimedDate?
  }

  var runs: [Run]

  /// Shows a string literal, reading its inline Markdown as SwiftUI does (`**bold**`,
  /// `*italic*`, `~~struck~~`, `` `code` ``, `[title](url)`; see `MarkdownRuns`). Interpolated
  /// values and `String` variables are shown as they are.
  nonisolated public init(_ key: LocalizedStringKey) {
    var runs: [Run] = []
    var inserts = key.inserts[...]
    for piece in MarkdownRuns.parse(key.markdown) {
      let run = Run(
        string: piece.string, color: piece.link == nil ? nil : .accentColor,
        emphasis: piece.emphasis)
      guard !inserts.isEmpty, piece.string.unicodeScalars.contains(LocalizedStringKey.placeholder)
      else {
        runs.append(run)
        continue
      }
      Self.splice(run, inserts: &inserts, into: &runs)
    }
    self.runs = runs
  }

  /// Appends `run` to `runs` with each placeholder in it replaced by the next insert (an
  /// interpolated `Text` or date), which takes on the run's Markdown emphasis and link colour
  /// on top of its own style. Placeholders beyond the inserts stay as they are.
  nonisolated private static func splice(
    _ run: Run, inserts: inout ArraySlice<[Run]>, into runs: inout [Run]
  ) {
    var pending = ""
    for scalar in run.string.unicodeScalars {
      guard scalar == LocalizedStringKey.placeholder, let insert = inserts.popFirst() else {
        pending.unicodeScalars.append(scalar)
        continue
      }
      if !pending.isEmpty {
        runs.append(Run(string: pending, color: run.color, emphasis: run.emphasis))
        pending = ""
      }
      for var inserted in insert {
        inserted.emphasis.formUnion(run.emphasis)
        inserted.color = inserted.color ?? run.color
        runs.append(inserted)
      }
    }
    if !pending.isEmpty {
      runs.append(Run(string: pending, color: run.color, emphasis: run.emphasis))
    }
  }

  /// Shows a string as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

  /// Shows a string without localization.
  nonisolated public init(verbatim content: String) { runs = [Run(string: content)] }

  nonisolated init(runs: [Run]) { self.runs = runs }

  /// The plain characters of the text.
  var plainText: String { runs.map(\.string).joined() }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }

  private func modifyingRuns(_ change: (inout Run) -> Void) -> Text {
    var copy = self
    for index in copy.runs.indices { change(&copy.runs[index]) }
    return copy
  }

  /// This text in bold.
  public func bold() -> Text { modifyingRuns { $0.emphasis.insert(.bold) } }
  /// This text bold or not.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  /// This text in italics.
  public func italic() -> Text { modifyingRuns { $0.emphasis.insert(.italic) } }
  /// This text in italics or not.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
  /// This text underlined. The line is drawn in the text's colour: a terminal's underline
  /// takes no colour of its own everywhere, so `color` is accepted and not drawn.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? modifyingRuns { $0.emphasis.insert(.underline) } : self
  }
  /// This text struck through, in the text's colour (`color` is accepted and not drawn: a
  /// terminal's strikethrough has no colour of its own).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? modifyingRuns { $0.emphasis.insert(.strikethrough) } : self
  }
  /// This text in a monospaced font: it already is, as all terminal text is.
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  /// This text with digits of one width: they already are, in a terminal.
  public func monospacedDigit() -> Text { self }
  /// This text in a font.
  public func font(_ font: Font?) -> Text { modifyingRuns { $0.font = font } }
  /// This text in a font design: the terminal's own font draws it, so the same text.
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  /// This text in a font width: terminal cells have one width, so the same text.
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  /// This text with a weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    modifyingRuns { $0.font = weight.map { ($0 == .regular ? Font.body : Font.body.weight($0)) } }
  }
  /// This text in a color.
  public func foregroundColor(_ color: Color?) -> Text { modifyingRuns { $0.color = color } }
  /// This text in a style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    let color = style.resolvedColor(in: EnvironmentValues())
    return modifyingRuns { $0.color = color }
  }

  /// Joins two texts, keeping each one's style.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }
}

extension Text: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let environment = context.environment
    let now = runs.contains { $0.timed != nil } ? AppEnvironment.now : nil
    let element = TextElement(
      runs: Self.cellRuns(of: runs, in: environment, now: now), lineLimit: environment.lineLimit,
      alignment: environment.multilineTextAlignment, truncation: environment.truncationMode)
    element.reservedLines = environment.reservedLines
    return [element]
  }

  /// `runs` styled as cells in `environment`, a date's text as it reads at `now`.
  nonisolated static func cellRuns(
    of runs: [Run], in environment: EnvironmentValues, now: Date?
  ) -> [(String, CellStyle)] {
    let base = environment.textCellStyle
    var styledRuns: [(String, CellStyle)] = []
    for run in runs {
      var style = base
      if let color = run.color {
        style.foreground = color.resolvedColor(in: environment).terminalColor
      }
      style.attributes.formUnion(run.emphasis)
      if let font = run.font {
        if font.weight.value >= Font.Weight.semibold.value { style.attributes.insert(.bold) }
        if font.isItalic { style.attributes.insert(.italic) }
      }
      if let timed = run.timed, let now {
        styledRuns.append((timed.text(now: now), style))
      } else {
        styledRuns.append((run.string, style))
      }
    }
    return styledRuns
  }
}

extension Text: View {}
