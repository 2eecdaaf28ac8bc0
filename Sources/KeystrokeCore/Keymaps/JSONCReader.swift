/// The cursor behind ``JSONCParser``: walks the text's Unicode scalars, keeping the line and
/// column, and stops at the first error.
struct JSONCReader {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var column = 1
  /// The first error, once there is one; reading stops there.
  private(set) var error: JSONCSyntaxError?

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  var isAtEnd: Bool { index >= scalars.count }
  var position: SourcePosition { SourcePosition(line: line, column: column) }
  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
  private func peek(_ offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  mutating func fail(_ message: String, at position: SourcePosition? = nil) {
    if error == nil { error = JSONCSyntaxError(message, at: position ?? self.position) }
  }

  private mutating func advance() {
    guard let scalar = current else { return }
    index += 1
    if scalar == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }

  /// Skips whitespace and comments.
  mutating func skipTrivia() {
    while let scalar = current {
      switch scalar {
      case " ", "\t", "\n", "\r", "\u{FEFF}":
        advance()
      case "/" where peek(1) == "/":
        while let next = current, next != "\n" { advance() }
      case "/" where peek(1) == "*":
        let start = position
        advance()
        advance()
        while current != nil, !(current == "*" && peek(1) == "/") { advance() }
        guard current != nil else { return fail("unterminated comment", at: start) }
        advance()
        advance()
      default:
        return
      }
    }
  }

  /// Reads one value. Arrays and objects come back partial after an error; other values come
  /// back `nil` then.
  mutating func readValue(depth: Int) -> JSONCValue? {
    let startIndex = index
    var value = readValueKind(depth: depth)
    value?.offsets = startIndex..<index
    return value
  }

  private mutating func readValueKind(depth: Int) -> JSONCValue? {
    let start = position
    guard let scalar = current else {
      fail("expected a value, found the end of the file")
      return nil
    }
    switch scalar {
    case "[", "{":
      guard depth < JSONCParser.maximumDepth else {
        fail("nested deeper than \(JSONCParser.maximumDepth) levels")
        return nil
      }
      return scalar == "[" ? readArray(depth: depth) : readObject(depth: depth)
    case "\"":
      return readString().map { JSONCValue(.string($0), at: start) }
    case "-", "0"..."9":
      return readNumber().map { JSONCValue(.number($0), at: start) }
    case "'":
      fail("strings need double quotes")
      return nil
    default:
      let word = readWord()
      switch word {
      case "true": return JSONCValue(.bool(true), at: start)
      case "false": return JSONCValue(.bool(false), at: start)
      case "null": return JSONCValue(.null, at: start)
      case "": fail("expected a value, found \(Self.describe(scalar))", at: start)
      default: fail("expected a value, found \"\(word.prefix(20))\"", at: start)
      }
      return nil
    }
  }

  private mutating func readArray(depth: Int) -> JSONCValue {
    let start = position
    advance()
    var elements: [JSONCValue] = []
    while true {
      skipTrivia()
      guard error == nil else { break }
      if current == "]" {
        advance()
        break
      }
      guard current != nil else {
        fail("missing \"]\" at the end of the file")
        break
      }
      guard let element = readValue(depth: depth + 1), error == nil else { break }
      elements.append(element)
      skipTrivia()
      guard error == nil else { break }
      if current == "," {
        advance()
      } else if current != "]" {
        fail(current == nil ? "missing \"]\" at the end of the file" : "expected \",\" or \"]\"")
        break
      }
    }
    return JSONCValue(.array(elements), at: start)
  }

  private mutating func readObject(depth: Int) -> JSONCValue {
    let start = position
    advance()
    var members: [JSONCValue.Member] = []
    while true {
      skipTrivia()
      guard error == nil else { break }
      if current == "}" {
        advance()
        break
      }
      let namePosition = position
      guard current == "\"" else {
        fail(
          current == nil
            ? "missing \"}\" at the end of the file" : "expected a member name in double quotes")
        break
      }
      guard let name = readString() else { break }
      skipTrivia()
      guard error == nil else { break }
      guard current == ":" else {
        fail("expected \":\" after \"\(name)\"")
        break
      }
      advance()
      skipTrivia()
      guard error == nil, let value = readValue(depth: depth + 1), error == nil else { break }
      members.append(JSONCValue.Member(name: name, namePosition: namePosition, value: value))
      skipTrivia()
      guard error == nil else { break }
      if current == "," {
        advance()
      } else if current != "}" {
        fail(current == nil ? "missing \"}\" at the end of the file" : "expected \",\" or \"}\"")
        break
      }
    }
    return JSONCValue(.object(members), at: start)
  }

  private mutating func readString() -> String? {
    let start = position
    advance()
    var text = String.UnicodeScalarView()
    while true {
      guard let scalar = current, scalar != "\n" else {
        fail("unterminated string", at: start)
        return nil
      }
      if scalar == "\"" {
        advance()
        return String(text)
      }
      if scalar.value < 0x20 {
        fail("control character \(Self.describe(scalar)) in a string")
        return nil
      }
      if scalar == "\\" {
        guard let decoded = readEscape() else { return nil }
        text.append(decoded)
        continue
      }
      text.append(scalar)
      advance()
    }
  }

  private mutating func readEscape() -> Unicode.Scalar? {
    let start = position
    advance()
    guard let scalar = current else {
      fail("unterminated string", at: start)
      return nil
    }
    advance()
    switch scalar {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{08}"
    case "f": return "\u{0C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      guard let high = readHex4(escapeStart: start) else { return nil }
      if (0xD800...0xDBFF).contains(high) {
        guard current == "\\", peek(1) == "u" else {
          fail("\\u\(String(high, radix: 16)) needs a second \\u escape", at: start)
          return nil
        }
        advance()
        advance()
        guard let low = readHex4(escapeStart: start) else { return nil }
        guard (0xDC00...0xDFFF).contains(low),
          let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else {
          fail("invalid surrogate pair", at: start)
          return nil
        }
        return combined
      }
      guard let decoded = Unicode.Scalar(high) else {
        fail("invalid \\u escape", at: start)
        return nil
      }
      return decoded
    default:
      fail("unknown escape \\\(scalar)", at: start)
      return nil
    }
  }

  private mutating func readHex4(escapeStart: SourcePosition) -> UInt32? {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = current, let digit = Self.hexDigit(scalar) else {
        fail("\\u needs four hexadecimal digits", at: escapeStart)
        return nil
      }
      value = value * 16 + digit
      advance()
    }
    return value
  }

  private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 48
    case "a"..."f": scalar.value - 87
    case "A"..."F": scalar.value - 55
    default: nil
    }
  }

  private mutating func readNumber() -> Double? {
    let start = position
    var text = ""
    func take(_ reader: inout JSONCReader) {
      if let scalar = reader.current { text.unicodeScalars.append(scalar) }
      reader.advance()
    }
    func digits(_ reader: inout JSONCReader) -> Bool {
      var any = false
      while let scalar = reader.current, ("0"..."9").contains(scalar) {
        take(&reader)
        any = true
      }
      return any
    }
    if current == "-" { take(&self) }
    var valid = digits(&self)
    if valid, current == "." {
      take(&self)
      valid = digits(&self)
    }
    if valid, current == "e" || current == "E" {
      take(&self)
      if current == "+" || current == "-" { take(&self) }
      valid = digits(&self)
    }
    guard valid, let number = Double(text) else {
      fail("malformed number", at: start)
      return nil
    }
    return number
  }

  private mutating func readWord() -> String {
    var word = ""
    while let scalar = current, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
      word.unicodeScalars.append(scalar)
      advance()
    }
    return word
  }

  private static func describe(_ scalar: Unicode.Scalar) -> String {
    scalar.value < 0x20 || scalar.value == 0x7F
      ? "U+" + String(scalar.value, radix: 16, uppercase: true)
      : "\"\(Character(scalar))\""
  }
}
