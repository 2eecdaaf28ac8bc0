/// Splits a key script into tokens: runs of non-space characters, and double-quoted strings.
///
/// The script is read scalar by scalar, so a quote stays a quote next to a scalar that joins
/// it into one character (`"́"` types a combining accent; U+0600 before a closing quote is
/// still quoted text).
enum KeyScriptTokenizer {
  /// A token with its 1-based character position.
  struct Token: Hashable {
    var text: String
    var position: Int
    var isQuoted: Bool
  }

  static func tokens(in source: String) throws(KeyScriptError) -> [Token] {
    let scalars = Array(source.unicodeScalars)
    let positions = characterPositions(of: source)
    var tokens: [Token] = []
    var index = 0
    while index < scalars.count {
      let first = scalars[index]
      if first.properties.isWhitespace {
        index += 1
        continue
      }
      let start = positions[index]
      var text = String.UnicodeScalarView()
      if first == "\"" {
        index += 1
        var closed = false
        while index < scalars.count {
          let scalar = scalars[index]
          index += 1
          if scalar == "\\", index < scalars.count, scalars[index] == "\"" || scalars[index] == "\\"
          {
            text.append(scalars[index])
            index += 1
          } else if scalar == "\"" {
            closed = true
            break
          } else {
            text.append(scalar)
          }
        }
        guard closed else {
          throw KeyScriptError(
            token: "\"" + String(text), position: start,
            reason: "the quoted text is never closed")
        }
        tokens.append(Token(text: String(text), position: start, isQuoted: true))
      } else {
        while index < scalars.count, !scalars[index].properties.isWhitespace {
          text.append(scalars[index])
          index += 1
        }
        tokens.append(Token(text: String(text), position: start, isQuoted: false))
      }
    }
    return tokens
  }

  /// The 1-based position of the character holding each of `source`'s scalars.
  private static func characterPositions(of source: String) -> [Int] {
    var positions: [Int] = []
    positions.reserveCapacity(source.unicodeScalars.count)
    for (offset, character) in source.enumerated() {
      positions.append(contentsOf: repeatElement(offset + 1, count: character.unicodeScalars.count))
    }
    return positions
  }
}
