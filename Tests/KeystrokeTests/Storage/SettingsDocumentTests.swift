import Testing

@testable import Keystroke

@Suite struct SettingsDocumentTests {
  private func parse(_ text: String) -> Result<
    [String: SettingsValue], SettingsDocument.ParseFailure
  > {
    SettingsDocument.parse(Array(text.utf8))
  }

  @Test func readsEveryKindOfValue() throws {
    let text = """
      {"b": true, "i": -3, "d": 2.5, "s": "x", "n": null, "a": [1, "two"], "o": {"k": false},
       "big": 1e300, "zero": 0}
      """
    let values = try parse(text).get()
    #expect(values["b"] == .bool(true))
    #expect(values["i"] == .int(-3))
    #expect(values["d"] == .double(2.5))
    #expect(values["s"] == .string("x"))
    #expect(values["n"] == .null)
    #expect(values["a"] == .array([.int(1), .string("two")]))
    #expect(values["o"] == .object(["k": .bool(false)]))
    #expect(values["big"] == .double(1e300))
    #expect(values["zero"] == .int(0))
  }

  @Test(arguments: ["", "  \n\t "])
  func emptyFilesHoldNoSettings(text: String) throws {
    #expect(try parse(text).get() == [:])
  }

  @Test(arguments: [
    ("{\"a\": ", "is not valid JSON"),
    ("{\"a\": tru}", "is not valid JSON"),
    ("not json at all", "is not valid JSON"),
    ("[1, 2]", "holds an array of 2 items where an object of settings was expected"),
    ("\"text\"", "holds the string \"text\" where an object"),
    ("42", "holds the number 42 where an object"),
    ("null", "holds null where an object"),
  ])
  func reportsWhyAFileIsUnreadable(text: String, reason: String) {
    guard case .failure(let failure) = parse(text) else {
      Issue.record("\(text) should not parse")
      return
    }
    #expect(failure.reason.hasPrefix(reason), "\(failure.reason)")
  }

  @Test func rejectsBytesThatAreNotUTF8() {
    #expect(
      SettingsDocument.parse([0x7B, 0xFF, 0xFE, 0x7D])
        == .failure(SettingsDocument.ParseFailure(reason: "is not UTF-8 text")))
  }

  @Test func randomBytesAndDeepNestingNeverCrash() {
    var generator = SplitMix(seed: 0x5EED_0002)
    for length in [1, 2, 7, 64, 1000] {
      for _ in 0..<50 {
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        if case .success(let values) = SettingsDocument.parse(bytes) {
          #expect(values.isEmpty || bytes.first == UInt8(ascii: "{"))
        }
      }
    }
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    guard case .failure = parse("{\"a\": \(deep)}") else {
      Issue.record("10,000 nested arrays should be refused")
      return
    }
  }

  @Test func encodingIsSortedIndentedAndRoundTrips() throws {
    let values: [String: SettingsValue] = [
      "zeta": .int(1), "alpha": .object(["url": .string("https://x.org/a/b")]),
      "mid": .array([.bool(false), .null, .double(0.25)]),
    ]
    let bytes = try SettingsDocument.encode(values)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasSuffix("}\n"))
    let alpha = try #require(text.range(of: "\"alpha\""))
    let zeta = try #require(text.range(of: "\"zeta\""))
    #expect(alpha.lowerBound < zeta.lowerBound)
    #expect(text.contains("https://x.org/a/b"))
    #expect(try SettingsDocument.parse(bytes).get() == values)
  }
}
