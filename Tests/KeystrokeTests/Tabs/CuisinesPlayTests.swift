import Foundation
import KeystrokeTesting
import Testing

/// Runs the `cuisines` example with `--play`, as a user of the headless contract would.
@Suite struct CuisinesPlayTests {
  /// The example next to the test bundle (`swift build --build-tests` builds both).
  static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("cuisines")

  private func play(
    _ script: String, size: String, store: String? = nil, terminal: String? = nil
  ) throws -> (
    lines: [String], status: Int32, error: String
  ) {
    let path = Self.executable.path
    try #require(
      FileManager.default.isExecutableFile(atPath: path),
      "build the example first: swift build --build-tests (looked for \(path))")
    let process = Process()
    process.executableURL = Self.executable
    process.arguments =
      ["--play", script, "--size", size] + (store.map { ["--store", $0] } ?? [])
      + (terminal.map { ["--terminal", $0] } ?? [])
    let output = Pipe()
    // Standard error goes to a file, so a child that writes a lot there cannot fill a pipe
    // nobody reads while standard output is read to its end.
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let error = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try error.close()
    let errorData = try Data(contentsOf: errorFile)
    return (
      String(decoding: data, as: UTF8.self).components(separatedBy: "\n"),
      process.terminationStatus, String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test(arguments: ["80x24", "140x24"])
  func theSearchFieldHeadsTheSearchTab(size: String) throws {
    let result = try play("cmd+f \"ram\"", size: size)
    let field = try #require(result.lines.firstIndex { $0.contains("⌕ ram") })
    // Right under the tab bar in compact width, on the first row beside the sidebar in
    // regular width; the results follow at once.
    #expect(field == (size == "80x24" ? 2 : 1))
    #expect(result.lines[field + 1].hasSuffix("1 dish"))
  }

  @Test func anOpenMenuKeepsItsHighlightedItemWhenAResizeReordersIt() throws {
    // Compact, the View menu lists Nearby, Favourites, Guide, Search; with the sidebar of a
    // wider window, Search comes first. Search was highlighted, and Search opens.
    let result = try play(
      "f10 right right right down down down resize:120x30 enter", size: "60x24")
    #expect(result.lines.contains { $0.contains("⌕ Search dishes") })
    #expect(!result.lines.contains { $0.contains("▸ ▥ Guide") })
  }

  @Test(arguments: ["40x12", "80x24"])
  func customizeTabsShowsNoSearchFieldToTypeInto(size: String) throws {
    let result = try play("cmd+shift+p \"customize\" enter tab \"xyz\"", size: size)
    #expect(result.lines[1] == "Customize Tabs")
    // Tab and typing reach no field left over from the search tab.
    #expect(!result.lines.contains { $0.contains("⌕") || $0.contains("xyz") })
  }

  @Test func customizeTabsWrapsItsHelpBetweenWordsWhenNarrow() throws {
    let result = try play("cmd+shift+p \"customize\" enter", size: "40x12")
    let title = try #require(result.lines.firstIndex { $0 == "Customize Tabs" })
    let help = result.lines[(title + 1)...].prefix { !$0.isEmpty }
    // Every key's word whole, on two lines rather than cut at the right edge.
    #expect(
      help.joined(separator: " ")
        == "↑↓ choose · Space show/hide · Shift+↑↓ move · R reset · Enter done")
    #expect(help.count == 2)
    #expect(result.lines.contains { $0.contains("[✓] Nearby") })
  }

  @Test func aCuisineSuggestionCompletesTheSearch() throws {
    let typed = try play("cmd+f \"k\"", size: "80x24")
    let field = try #require(typed.lines.firstIndex { $0.contains("⌕ k") })
    // Only the cuisine the query starts, right under the field, before the results.
    #expect(typed.lines[field + 1].contains("Korean"))
    #expect(!typed.lines.contains { $0.contains("Japanese") && !$0.contains("(") })
    #expect(typed.lines[field + 2].hasSuffix("5 dishes"))
    let chosen = try play("cmd+f \"k\" down enter", size: "80x24")
    let completed = try #require(chosen.lines.firstIndex { $0.contains("⌕ Korean") })
    // The field holds the whole name: no suggestion is left, and three dishes match.
    #expect(chosen.lines[completed + 1].hasSuffix("3 dishes"))
  }

  @Test(arguments: ["80x24", "40x12"])
  func theSearchScopesLookThroughRestaurants(size: String) throws {
    let shown = try play("cmd+4", size: size)
    let field = try #require(shown.lines.firstIndex { $0.hasPrefix("⌕ Search dishes") })
    // Beside the field with room for both, under it, lined up with its text, when narrow.
    let bar = size == "80x24" ? shown.lines[field] : shown.lines[field + 1]
    #expect(bar.hasSuffix("Dishes │ Favourites │ Restaurants"))
    if size == "40x12" { #expect(bar.hasPrefix("  Dishes")) }
    // Tab reaches the scopes past the field; → twice chooses Restaurants, and the results and
    // the field's prompt follow.
    let result = try play("cmd+4 \"noodle\" tab right right", size: size)
    #expect(result.lines.contains { $0 == "1 restaurant" })
    #expect(result.lines.contains { $0.hasPrefix("· Noodle Bar — 200 m") })
    let cleared = try play("cmd+4 tab right right", size: size)
    #expect(cleared.lines.contains { $0.hasPrefix("⌕ Search restaurants") })
    #expect(cleared.lines.contains { $0 == "3 restaurants" })
  }

  @Test func favouritesAreReorderedAndRemovedFromTheKeyboard() throws {
    let moved = try play("cmd+2 alt+down", size: "60x10")
    let bibimbap = try #require(moved.lines.firstIndex { $0.contains("· Bibimbap") })
    let ramen = try #require(moved.lines.firstIndex { $0.contains("· Ramen") })
    #expect(bibimbap < ramen)
    // Both removed: the badge goes with them.
    let emptied = try play("cmd+2 delete delete", size: "60x10")
    #expect(emptied.lines.contains { $0.contains("No favourites left") })
    #expect(!emptied.lines.contains { $0.contains("Ramen") || $0.contains("Bibimbap") })
    #expect(!emptied.lines[1].contains("(2)"))
  }

  @Test func theCuisinesSectionIsReachableInCompactWidth() throws {
    // The section is hidden from the tab bar; the View menu (and so the palette) lists its tabs.
    let menu = try play("f10 right right right", size: "80x24")
    #expect(menu.lines.contains { $0.contains("Cuisines ▸ Japanese") })
    let result = try play("cmd+shift+p \"japanese\" enter", size: "80x24")
    #expect(result.lines.contains { $0.contains("Japanese dishes") })
  }

  @Test func aCuisineChosenInCompactWidthShowsItsSectionSelectedInTheBar() throws {
    let result = try play("cmd+shift+p \"japanese\" enter", size: "40x12")
    #expect(result.lines[1].contains("▾ Cuisines"))
    #expect(result.lines[2].contains("⚘ Japanese"))
    #expect(result.lines[3] == "Japanese dishes")
    // Back on a tab of the bar, the section leaves it.
    let back = try play("cmd+shift+p \"japanese\" enter cmd+1", size: "40x12")
    #expect(!back.lines[1].contains("Cuisines"))
  }

  @Test func searchResultsScrollInASmallTerminal() throws {
    // Typing after ⌘4 goes to the field, not to the list of results.
    let typed = try play("cmd+4 \"a\"", size: "40x12")
    #expect(typed.lines[2] == "⌕ a")
    // ↓ goes through the three suggestions, into the list on its first dish, then down to
    // the ninth.
    let result = try play("cmd+4" + String(repeating: " down", count: 12), size: "40x12")
    #expect(result.lines[2] == "⌕ Search dishes")
    #expect(result.lines.contains { $0.hasPrefix("· Kimchi jjigae (Korean)") })
    #expect(!result.lines.contains { $0.hasPrefix("· Mapo tofu") })
  }

  @Test func compactWidthShowsATabBarWithSearchLast() throws {
    let result = try play("", size: "80x24")
    #expect(result.status == 0)
    #expect(result.lines[1].hasPrefix(" ◈ Nearby  ♡ Favourites (2)  ▥ Guide"))
    #expect(result.lines[1].hasSuffix("⌕ Search"))
    #expect(result.lines.contains { $0.contains("Restaurants nearby") })
  }

  @Test func regularWidthShowsTheSidebarWithHeaderFooterAndBottomBar() throws {
    let result = try play("", size: "140x24")
    #expect(result.lines[1].hasPrefix("Kitchen"))
    #expect(result.lines[2].hasPrefix("  ⌕ Search"))
    #expect(result.lines.contains { $0.hasPrefix("CUISINES") })
    #expect(result.lines.contains { $0.hasPrefix("[ Invent New Cuisine ]") })
    #expect(result.lines.contains { $0.hasPrefix("3 cuisines") })
    #expect(result.lines[22].hasPrefix("☺ Guest cook"))
  }

  @Test func sectionActionAddsACuisine() throws {
    let result = try play("tab enter", size: "140x24")
    #expect(result.lines.contains { $0.hasPrefix("  ⚘ Fusion 1") })
    #expect(result.lines.contains { $0.hasPrefix("4 cuisines") })
  }

  @Test func searchTabFiltersDishes() throws {
    let result = try play("cmd+4 \"ram\"", size: "80x24")
    #expect(result.lines.contains { $0 == "1 dish" })
    #expect(result.lines.contains { $0.contains("· Ramen (Japanese)") })
  }

  @Test(arguments: ["80x24", "140x24"])
  func commandFFromAnotherTabOpensTheSearchTabAndFocusesItsField(size: String) throws {
    let result = try play("cmd+f \"ram\"", size: size)
    #expect(result.lines.contains { $0.contains("⌕ ram") })
    #expect(result.lines.contains { $0.contains("· Ramen (Japanese)") })
    #expect(!result.lines.contains { $0.contains("Restaurants nearby") })
  }

  @Test func guidePagesTurnAndShowDots() throws {
    let result = try play("cmd+3 right", size: "80x24")
    #expect(result.lines.contains { $0.contains("2. Mark dishes") })
    #expect(result.lines.contains { $0.contains("○ ● ○") })
  }

  @Test func customizationPersistsAcrossRuns() throws {
    let store = TestHost.scratchDirectory(prefix: "cuisines-play")
    // View › Customize Tabs… comes after the tab items and the Cuisines section's three tabs.
    let steps = "f10 v" + String(repeating: " down", count: 9) + " enter down space enter"
    let first = try play(steps, size: "80x24", store: store)
    #expect(first.lines[1].hasPrefix(" ◈ Nearby  ▥ Guide"))
    let second = try play("cmd+2", size: "80x24", store: store)
    #expect(second.lines[1].hasPrefix(" ◈ Nearby  ▥ Guide"))
    #expect(second.lines.contains { $0.contains("1. Pick a cuisine") })
  }

  @Test func aLegacyTerminalsTabKeysFollowTheSidebarAndItsFindKeyIsControlF() throws {
    // At 100 columns the sidebar shows, Search first (as `.sidebarAdaptable` lists it), so
    // ⌘1…⌘4, sent as Alt+1…Alt+4, are Search, Nearby, Favourites, Guide, as the View menu
    // says. ⌘F falls back to Ctrl+F (a letter's first fallback); Alt+F is not ⌘F.
    let guide = try play("alt+4", size: "100x30", terminal: "legacy")
    #expect(guide.lines.contains { $0.hasPrefix("▸ ▥ Guide") })
    let search = try play("alt+1 \"ram\"", size: "100x30", terminal: "legacy")
    #expect(search.lines.contains { $0.contains("⌕ ram") })
    let find = try play("alt+2 ctrl+f \"ram\"", size: "100x30", terminal: "legacy")
    #expect(find.lines.contains { $0.contains("⌕ ram") })
    #expect(find.lines.contains { $0.contains("· Ramen (Japanese)") })
    let menu = try play("f10 right right right", size: "100x30", terminal: "legacy")
    #expect(menu.lines.contains { $0.contains("Search") && $0.contains("Alt+1") })
    #expect(menu.lines.contains { $0.contains("Guide") && $0.contains("Alt+4") })
  }

  @Test func findIsInTheEditMenuThePaletteAndTheHintLine() throws {
    // ⌘F of the search tab's field is Edit › Find…, so a user can find the key: Ctrl+F on a
    // legacy terminal, ⌘F with the kitty protocol.
    let menu = try play("f10 e", size: "100x30", terminal: "legacy")
    #expect(menu.lines.contains { $0.contains("Find…") && $0.contains("Ctrl+F") })
    let palette = try play("alt+2 alt+shift+p \"find\"", size: "100x30", terminal: "legacy")
    #expect(palette.lines.contains { $0.contains("Edit: Find…") })
    let hints = try play("alt+2", size: "100x30")
    #expect(hints.lines.contains { $0.hasPrefix("F10 Menu") && $0.contains("⌘F Find…") })
    // Chosen in the palette, it selects the search tab and focuses its field.
    let chosen = try play(
      "alt+2 alt+shift+p \"find\" enter \"ram\"", size: "40x12", terminal: "legacy")
    #expect(chosen.lines.contains { $0.contains("⌕ ram") })
  }

  @Test func badScriptExitsWithStatusTwo() throws {
    let result = try play("cmd+nonsense", size: "80x24")
    #expect(result.status == 2)
    #expect(result.error.contains("nonsense"))
  }
}
