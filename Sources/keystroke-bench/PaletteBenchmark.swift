import KeystrokeCore

/// Ranks 10,000 realistic command titles for a three-letter query, as the palette does on
/// every keystroke.
enum PaletteBenchmark {
  /// The benchmark case registered in ``allBenchmarks``.
  static let benchmark = BenchmarkCase(name: "palette") { quick in
    let titles = makeTitles(count: 10_000)
    let matcher = FuzzyMatcher("tsb")
    let nanoseconds = Stopwatch.medianNanoseconds(rounds: quick ? 3 : 31, batch: 1) {
      blackHole(matcher.rank(titles))
    }
    let matched = matcher.rank(titles).count
    return [
      Figure(name: "palette.rank10k", value: nanoseconds / 1e6, unit: "ms", budget: 5),
      Figure(name: "palette.rank10k.matches", value: Double(matched), unit: "titles", budget: nil),
    ]
  }

  /// `count` titles built from verbs, objects and qualifiers picked by a fixed linear
  /// congruential generator, so every run ranks the same list.
  static func makeTitles(count: Int) -> [String] {
    let verbs = [
      "Open", "Close", "Toggle", "Show", "Hide", "Go to", "Find", "Select", "Copy", "Move",
      "Rename", "Delete", "New", "Save", "Export", "Import", "Sort", "Filter", "Reveal", "Split",
    ]
    let objects = [
      "Window", "Sidebar", "Status Bar", "Tab", "Terminal", "Symbol", "File", "Folder", "Line",
      "Selection", "Project", "Goal", "Timer", "Document", "Inspector", "Breakpoint", "Branch",
      "Bookmark", "Panel", "Search Results",
    ]
    let qualifiers = [
      "", "", "", " in New Tab", " to the Left", " to the Right", " by Name", " by Date",
      " Above", " Below", " in Sidebar", " and Close", " Again", " (Preview)",
    ]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    return (0..<count).map { _ in
      verbs[next(verbs.count)] + " " + objects[next(objects.count)]
        + qualifiers[next(qualifiers.count)]
    }
  }
}
