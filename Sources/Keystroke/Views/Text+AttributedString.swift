import Foundation

extension Text {
  /// Shows an attributed string's characters; its attributes (fonts, colours, links) are not
  /// drawn.
  ///
  /// Disfavoured so that a string literal, which Foundation on Linux also lets stand for an
  /// `AttributedString`, still reads as a `LocalizedStringKey` with its Markdown.
  @_disfavoredOverload
  nonisolated public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
  }
}
