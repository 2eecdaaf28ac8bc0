/// Splits a key script into tokens: runs of non-space characters, and double-quoted strings.
enum KeyScriptTokenizer {
  /// A token with its 1-based character position.
  struct Token: Hashable {
    var text: String
    var position: Int
    var isQuoted: Bool
  }

  static func tokens(in source: String) throws(KeyScriptError) -> [Token] {
    var tokens: [Token] = []
    var characters = Array(source)[...]
    var position = 1
    while let first = characters.first {
      if first.isWhitespace {
        characters.removeFirst()
        position += 1
        continue
      }
      let start = position
      if first == "\"" {
        characters.removeFirst()
        position += 1
        var text = ""
        var closed = false
        while let character = characters.popFirst() {
          position += 1
          if character == "\\", let escaped = characters.first, escaped == "\"" || escaped == "\\" {
            text.append(escaped)
            characters.removeFirst()
            position += 1
          } else if character == "\"" {
            closed = true
            break
          } else {
            text.append(character)
          }
        }
        guard closed else {
          throw KeyScriptError(
            token: "\"" + text, position: start, reason: "the quoted text is never closed")
        }
        tokens.append(Token(text: text, position: start, isQuoted: true))
      } else {
        var text = ""
        while let character = characters.first, !character.isWhitespace {
          text.append(character)
          characters.removeFirst()
          position += 1
        }
        tokens.append(Token(text: text, position: start, isQuoted: false))
      }
    }
    return tokens
  }
}
