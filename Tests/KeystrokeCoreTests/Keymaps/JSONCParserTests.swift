import Testing

@testable import KeystrokeCore

@Suite struct JSONCParserTests {
  @Test func readsValuesWithPositionsCommentsAndTrailingCommas() throws {
    let document = JSONCParser.parse(
      """
      // a comment
      [ /* inline */ {"a": 1.5e2, "b": [true, false, null,],},
        "x\\u00e9\\n\\ud83d\\ude00", ]
      """)
    #expect(document.error == nil)
    let value = try #require(document.value)
    #expect(value.position == SourcePosition(line: 2, column: 1))
    guard case .array(let elements) = value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements.count == 2)
    #expect(elements[0].position == SourcePosition(line: 2, column: 16))
    guard case .object(let members) = elements[0].kind else {
      Issue.record("no object")
      return
    }
    #expect(members.map(\.name) == ["a", "b"])
    #expect(members[0].value.kind == .number(150))
    #expect(members[1].namePosition == SourcePosition(line: 2, column: 29))
    #expect(elements[1].string == "xé\n😀")
    #expect(elements[1].position == SourcePosition(line: 3, column: 3))
  }

  @Test func onlyCommentsIsEmptyAndWellFormed() {
    #expect(
      JSONCParser.parse("  // nothing\n /* here */ ") == JSONCDocument(value: nil, error: nil))
  }

  @Test(arguments: [
    ("[1, 2", "missing \"]\" at the end of the file", 1, 6),
    ("[1 2]", "expected \",\" or \"]\"", 1, 4),
    ("{\"a\" 1}", "expected \":\" after \"a\"", 1, 6),
    ("{a: 1}", "expected a member name in double quotes", 1, 2),
    ("[\"abc", "unterminated string", 1, 2),
    ("[\"a\nb\"]", "unterminated string", 1, 2),
    ("[\"\\q\"]", "unknown escape \\q", 1, 3),
    ("[\"\\u12\"]", "\\u needs four hexadecimal digits", 1, 3),
    ("[\"\\ud800\"]", "\\ud800 needs a second \\u escape", 1, 3),
    ("[\"\t\"]", "control character U+9 in a string", 1, 3),
    ("[-]", "malformed number", 1, 2),
    ("[1.]", "malformed number", 1, 2),
    ("[tru]", "expected a value, found \"tru\"", 1, 2),
    ("['a']", "strings need double quotes", 1, 2),
    ("[,]", "expected a value, found \",\"", 1, 2),
    ("/* open", "unterminated comment", 1, 1),
    ("[]\n  x", "unexpected text after the end of the value", 2, 3),
    ("[\n  {\"k\": }]", "expected a value, found \"}\"", 2, 9),
    ("[é, 1]", "expected a value, found \"é\"", 1, 2),
  ])
  func syntaxErrorsHaveAMessageAndPosition(text: String, message: String, line: Int, column: Int) {
    let error = JSONCParser.parse(text).error
    #expect(error == JSONCSyntaxError(message, at: SourcePosition(line: line, column: column)))
  }

  @Test func keepsTheElementsCompletedBeforeAnError() throws {
    let document = JSONCParser.parse(#"[{"a": 1}, {"b": 2}, {"c": oops}, {"d": 4}]"#)
    let value = try #require(document.value)
    guard case .array(let elements) = value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements.count == 2)
    #expect(document.error?.position == SourcePosition(line: 1, column: 28))
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 100_000)
    let error = JSONCParser.parse(text).error
    #expect(error?.message == "nested deeper than 64 levels")
    #expect(error?.position == SourcePosition(line: 1, column: 65))
  }
}
