/// Reads JSON with comments (JSONC), the dialect of VS Code's settings and keymap files: JSON
/// plus `//` and `/* */` comments and trailing commas in arrays and objects.
///
/// Every value carries its position, which Foundation's `JSONSerialization` cannot give, so
/// problems can be reported as `FILE:LINE:COLUMN`. Columns count Unicode scalars, which is
/// characters for everything but combined characters. The parser never traps and never
/// recurses deeper than ``maximumDepth``, whatever the input.
public enum JSONCParser {
  /// The deepest nesting of arrays and objects read; deeper input is a syntax error.
  public static let maximumDepth = 64

  /// Reads `text`. A text of only whitespace and comments has no value and no error.
  public static func parse(_ text: String) -> JSONCDocument {
    var reader = JSONCReader(text)
    reader.skipTrivia()
    guard reader.error == nil, !reader.isAtEnd else {
      return JSONCDocument(value: nil, error: reader.error)
    }
    let value = reader.readValue(depth: 0)
    if reader.error == nil {
      reader.skipTrivia()
      if reader.error == nil, !reader.isAtEnd {
        reader.fail("unexpected text after the end of the value")
      }
    }
    return JSONCDocument(value: value, error: reader.error)
  }
}
