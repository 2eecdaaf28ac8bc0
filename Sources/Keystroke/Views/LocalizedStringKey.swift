import Foundation

/// The text of a string literal given to a view, such as `Text("Hello")`.
///
/// Keystroke does not localize: the key is the text shown. Interpolated values are formatted
/// with `String(describing:)` unless the interpolation says how (`format:`, `specifier:`,
/// `style:`, `formatter:`); an interpolated `Text` keeps its own style. As in SwiftUI, inline
/// Markdown in the literal's own text styles a `Text`, while interpolated values are shown
/// exactly as they are (a name holding `*` stays plain).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// Builds a key from a literal's text and interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var markdown = ""
    /// The styled pieces (interpolated texts and dates) standing where `markdown` holds
    /// ``LocalizedStringKey/placeholder``, in order.
    var inserts: [[Text.Run]] = []

    /// Reserves room for the literal's parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
      markdown.reserveCapacity(literalCapacity)
    }

    /// Appends a literal part of the string.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      guard literal.unicodeScalars.contains(LocalizedStringKey.placeholder) else {
        markdown += literal
        return
      }
      // The literal's own placeholder characters stand for themselves.
      for scalar in literal.unicodeScalars {
        markdown.unicodeScalars.append(scalar)
        if scalar == LocalizedStringKey.placeholder {
          inserts.append([Text.Run(string: String(scalar))])
        }
      }
    }

    /// Appends a string shown as it is.
    mutating func appendPlain(_ string: String) {
      guard string.unicodeScalars.contains(LocalizedStringKey.placeholder) else {
        text += string
        markdown += MarkdownRuns.escaped(string)
        return
      }
      appendRuns([Text.Run(string: string)])
    }

    /// Appends styled runs in one place of the text.
    mutating func appendRuns(_ runs: [Text.Run]) {
      text += runs.map(\.string).joined()
      markdown.unicodeScalars.append(LocalizedStringKey.placeholder)
      inserts.append(runs)
    }

    /// Appends an interpolated value, formatted with `String(describing:)`.
    public mutating func appendInterpolation<T>(_ value: T) {
      appendPlain(String(describing: value))
    }

    /// Appends a text, keeping its style (bold, colour, font) inside the surrounding text.
    public mutating func appendInterpolation(_ value: Text) {
      appendRuns(value.runs)
    }

    /// Appends an attributed string's characters; its attributes are not drawn.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      appendPlain(String(attributedString.characters))
    }

    /// Appends an image's glyph.
    public mutating func appendInterpolation(_ image: Image) {
      appendPlain(SymbolGlyphs.glyph(for: image.name))
    }

    /// Appends a date in a ``Text/DateStyle``; the relative styles follow the clock each time
    /// the text is drawn, as `Text(_:style:)` does.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendRuns(Text(date, style: style).runs)
    }

    /// Appends a value formatted by a format style, such as `.currency(code:)` or `.percent`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      appendPlain(format.format(input))
    }

    /// Appends a value formatted by a format style whose output is attributed; the characters
    /// are shown, the attributes are not.
    @_disfavoredOverload
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
      appendPlain(String(format.format(input).characters))
    }

    /// Appends a number formatted by a `printf` specifier, such as `"%.2f"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      appendPlain(String(format: specifier, value))
    }

    /// Appends a value formatted by a `Formatter`, or described when it is `nil` or cannot
    /// format the value.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter?
    ) {
      appendPlain(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// Appends an object formatted by a `Formatter`, or described when it is `nil` or cannot
    /// format the object.
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter?
    ) {
      appendPlain(formatter?.string(for: subject) ?? subject.description)
    }

    /// Appends a range of dates, from the start to the end.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
      appendPlain(Text(dates).plainText)
    }

    /// Appends a date interval, from its start to its end.
    public mutating func appendInterpolation(_ interval: DateInterval) {
      appendPlain(Text(interval.start...interval.end).plainText)
    }

    /// Appends a clock counting through an interval, as `Text(timerInterval:)` shows it.
    public mutating func appendInterpolation(
      timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
      showsHours: Bool = true
    ) {
      appendRuns(
        Text(
          timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
          showsHours: showsHours
        ).runs)
    }
  }

  /// The character that marks, in ``markdown``, where the next of ``inserts`` goes: the
  /// object replacement character, which no Markdown reads.
  static let placeholder: Unicode.Scalar = "\u{FFFC}"

  /// The text.
  let text: String
  /// The text as Markdown source: the literal's parts as written, interpolated values escaped.
  let markdown: String
  /// The styled pieces standing at the placeholders of ``markdown``.
  let inserts: [[Text.Run]]

  /// Creates a key from its text.
  nonisolated public init(_ value: String) {
    text = value
    markdown = value
    inserts = []
  }

  /// Creates a key from a string literal.
  nonisolated public init(stringLiteral value: String) {
    text = value
    markdown = value
    inserts = []
  }

  /// Creates a key from an interpolated string literal.
  nonisolated public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    markdown = stringInterpolation.markdown
    inserts = stringInterpolation.inserts
  }

  /// Keys are equal when their texts are.
  public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
    lhs.text == rhs.text
  }

  /// Hashes the text.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
