import KeystrokeTerminal
import Testing

@Suite("Grapheme width")
struct GraphemeWidthTests {
  @Test(
    "columns and uncertainty per cluster",
    arguments: [
      ("a", 1, false),
      ("~", 1, false),
      ("\u{7F}", 0, false),
      ("\u{1B}", 0, false),
      ("\r\n", 0, false),
      ("\u{85}", 0, false),
      ("世", 2, false),
      ("ｱ", 1, false),
      ("Ａ", 2, false),
      ("한", 2, false),
      ("e\u{301}", 1, false),
      ("\u{301}", 0, false),
      ("\u{200B}", 0, false),
      ("👍", 2, false),
      ("👍🏽", 2, true),
      ("👨‍👩‍👧", 2, true),
      ("🧑‍🌾", 2, true),
      ("🇯🇵", 2, true),
      ("❤", 1, false),
      ("❤️", 2, true),
      ("⌚", 2, false),
      ("⌚︎", 1, true),
      ("✔", 1, false),
      ("─", 1, false),
      ("é", 1, false),
    ] as [(String, Int, Bool)])
  func measures(text: String, columns: Int, uncertain: Bool) throws {
    let character = try #require(text.first)
    #expect(text.count == 1, "test input must be one cluster")
    let width = GraphemeWidth(character)
    #expect(width.columns == columns)
    #expect(width.isUncertain == uncertain)
  }

  @Test("string width sums clusters")
  func stringWidth() {
    #expect(GraphemeWidth.columns(of: "abc") == 3)
    #expect(GraphemeWidth.columns(of: "日本語") == 6)
    #expect(GraphemeWidth.columns(of: "a👨‍👩‍👧b") == 4)
    #expect(GraphemeWidth.columns(of: "") == 0)
  }

  @Test("printable ASCII is counted by bytes, anything else falls back to clusters")
  func asciiFastPath() {
    #expect(GraphemeWidth.printableASCIICount(of: "Time Entries ~!") == 15)
    #expect(GraphemeWidth.printableASCIICount(of: "") == 0)
    // A control byte, or one beyond ASCII, leaves the text to be measured by clusters.
    #expect(GraphemeWidth.printableASCIICount(of: "a\r\nb") == nil)
    #expect(GraphemeWidth.printableASCIICount(of: "a\u{7F}") == nil)
    #expect(GraphemeWidth.printableASCIICount(of: "café") == nil)
    #expect(GraphemeWidth.columns(of: "a\r\nb") == 2)
    #expect(GraphemeWidth.columns(of: "café") == 4)
    #expect(GraphemeWidth.columns(of: "abc"[...]) == 3)
  }

  @Test(
    "scalar classes from the generated table",
    arguments: [
      (0x41, ScalarWidthClass.narrow), (0x301, .zero), (0x4E16, .wide), (0x1F44D, .emoji),
      (0x2764, .pictographic), (0xFE0F, .zero), (0x1160, .zero), (0x3400, .wide),
      (0x10FFFF, .narrow), (0xFF71, .narrow),
    ] as [(UInt32, ScalarWidthClass)])
  func scalarClass(value: UInt32, expected: ScalarWidthClass) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(ScalarWidthClass(scalar) == expected)
  }
}
