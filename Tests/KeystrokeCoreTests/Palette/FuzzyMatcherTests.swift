import Testing

@testable import KeystrokeCore

@Suite struct FuzzyMatcherTests {
  let commands = [
    "New Window", "Toggle Sidebar", "Show Tab Bar", "Save", "Select All", "Close Window",
    "Toggle Status Bar", "Open Recent", "Find Next", "Subscribe", "Go to Symbol",
  ]

  private func ranked(_ query: String, _ titles: [String]? = nil) -> [String] {
    let titles = titles ?? commands
    return FuzzyMatcher.rank(titles, query: query).map { titles[$0.index] }
  }

  @Test func newWindowForNW() {
    let result = ranked("nw")
    #expect(result.first == "New Window")
    #expect(!result.contains("Toggle Sidebar"))
    #expect(result.contains("Close Window"))
  }

  @Test func wordStartsBeatMidWordLetters() {
    // S and B both start words in "Show Tab Bar"; "Toggle Sidebar" has only S at a word start.
    let result = ranked("sb")
    #expect(
      (result.firstIndex(of: "Show Tab Bar") ?? .max)
        < (result.firstIndex(of: "Toggle Sidebar") ?? .max))
    #expect(
      (result.firstIndex(of: "Toggle Status Bar") ?? .max)
        < (result.firstIndex(of: "Toggle Sidebar") ?? .max))
  }

  @Test func threeWordStartsForTSB() {
    let result = ranked("tsb")
    #expect(result.first == "Toggle Status Bar")
    #expect(result.contains("Toggle Sidebar"))
    #expect(
      (result.firstIndex(of: "Toggle Sidebar") ?? .max)
        < (result.firstIndex(of: "Show Tab Bar") ?? .max))
  }

  @Test func contiguousRunsBeatScatteredLetters() {
    // "sav" runs in "Save"; in "Scan Archive Volume" the letters are scattered word starts.
    let titles = ["Scan Archive Volume", "Save"]
    #expect(ranked("sav", titles) == ["Save", "Scan Archive Volume"])
    let match = FuzzyMatcher("win").match("Close Window")
    #expect(match?.positions == [6, 7, 8])
  }

  @Test(
    arguments: [
      ("nw", "New Window", [0, 4]),
      ("sb", "Toggle Sidebar", [7, 11]),
      ("tsb", "Toggle Sidebar", [0, 7, 11]),
      ("ofb", "openFileBrowser", [0, 4, 8]),
      ("v2", "version2Beta", [0, 7]),
      ("gts", "Go to Symbol", [0, 3, 6]),
      ("SAVE", "save", [0, 1, 2, 3]),
      ("o r", "Open Recent", [0, 5]),
    ] as [(String, String, [Int])])
  func positionsLandOnTheBestAlignment(query: String, title: String, positions: [Int]) {
    #expect(FuzzyMatcher(query).match(title)?.positions == positions)
  }

  @Test func camelCaseHumpsCountAsWordStarts() {
    let hump = FuzzyMatcher("fb").match("openFileBrowser")
    let flat = FuzzyMatcher("fb").match("openfilebrowser")
    #expect((hump?.score ?? 0) > (flat?.score ?? 0))
  }

  @Test func noMatchIsNil() {
    #expect(FuzzyMatcher("xyz").match("New Window") == nil)
    #expect(FuzzyMatcher("wn").match("New") == nil)
    #expect(FuzzyMatcher("longer than title").match("short") == nil)
    #expect(FuzzyMatcher("a").match("") == nil)
  }

  @Test func emptyQueryMatchesEverythingInOriginalOrder() {
    let result = FuzzyMatcher.rank(commands, query: "")
    #expect(result.map(\.index) == Array(commands.indices))
    #expect(result.allSatisfy { $0.match == FuzzyMatch(score: 0, positions: []) })
    #expect(FuzzyMatcher("   ").isEmpty)
    #expect(FuzzyMatcher("").match("anything")?.score == 0)
  }

  @Test func tiesGoToShorterThenAlphabeticalThenListOrder() {
    // Same alignment shape, so the same score.
    let titles = ["Copy Path", "Copy", "copy", "Cope"]
    let result = FuzzyMatcher.rank(titles, query: "cop")
    #expect(result.map(\.index) == [3, 1, 2, 0])
    let duplicates = FuzzyMatcher.rank(["Save", "Save"], query: "s")
    #expect(duplicates.map(\.index) == [0, 1])
  }

  @Test(
    arguments: [
      ("cc", "Café Crème", [0, 5]),
      ("é", "ÉCOLE", [0]),
      ("crè", "Café Crème", [5, 6, 7]),
      ("メニ", "日本語メニュー", [3, 4]),
      ("ñ", "Año Nuevo", [1]),
      ("e", "👍🏽 Emoji", [2]),
    ] as [(String, String, [Int])])
  func unicodeTitlesCountCharacters(query: String, title: String, positions: [Int]) {
    #expect(FuzzyMatcher(query).match(title)?.positions == positions)
  }

  @Test func unicodeAndASCIIPathsScoreAlike() {
    // The same shape of title in ASCII and with one non-ASCII letter scores the same.
    let ascii = FuzzyMatcher("nw").match("New Window x")
    let unicode = FuzzyMatcher("nw").match("New Window é")
    #expect(ascii?.score == unicode?.score)
    #expect(ascii?.positions == unicode?.positions)
  }

  @Test func carriageReturnsAndOddBytesDoNotBreakPositions() {
    #expect(FuzzyMatcher("b").match("a\r\nb")?.positions == [2])
    #expect(FuzzyMatcher("b").match("\u{0}\u{7F}b")?.positions == [2])
  }

  @Test func scoreEqualsTheRulesAppliedToThePositions() {
    for title in commands {
      for query in ["nw", "sb", "tsb", "oe", "to"] {
        guard let match = FuzzyMatcher(query).match(title) else { continue }
        let bonuses = Self.bonuses(title)
        let expected = bonuses.withUnsafeBufferPointer {
          FuzzyScoring.score(positions: match.positions, bonus: $0)
        }
        #expect(match.score == expected, "\(query) in \(title)")
      }
    }
  }

  @Test func hugeInputsFallBackToTheGreedyAlignment() {
    let title = String(repeating: "ab", count: 600_000) + "z"
    let match = FuzzyMatcher("abz").match(title)
    #expect(match?.positions == [0, 1, 1_200_000])
    #expect(FuzzyMatcher("abzz").match(title) == nil)
  }

  private static func bonuses(_ title: String) -> [Int32] {
    var previous: FuzzyScoring.CharacterClass?
    return title.map { character in
      let current = FuzzyScoring.characterClass(character)
      defer { previous = current }
      return FuzzyScoring.bonus(previous: previous, current: current)
    }
  }
}
