/// A picture, drawn on a terminal as a single glyph.
///
/// `Image(systemName:)` and `Image(_:)` look the name up in a table of common SF Symbol names
/// (see `SymbolGlyphs`); names it does not know are drawn as `•`.
public struct Image: Equatable, Sendable {
  let name: String
  let isSystem: Bool

  /// An image from the system's symbol set, such as `"gear"` or `"star.fill"`.
  nonisolated public init(systemName: String) {
    name = systemName
    isSystem = true
  }

  /// An image from the app's assets; on a terminal it is looked up like a symbol name.
  nonisolated public init(_ name: String) {
    self.name = name
    isSystem = false
  }

  /// The glyph the image is drawn as.
  var glyph: String { SymbolGlyphs.glyph(for: name) }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Image: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    [
      TextElement(
        runs: [(glyph, context.environment.textCellStyle)], lineLimit: 1, alignment: .leading)
    ]
  }
}

extension Image: View {}
