import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A tab view with a visible selection, to check the binding follows the keys.
struct SelectionProbe: View {
  @State private var selectedTab: TabSelection = .cuisines

  var body: some View {
    VStack(spacing: 0) {
      TabView(selection: $selectedTab) {
        Tab("Nearby", systemImage: "safari", value: .nearby) { NearbyView() }
        Tab("Cuisines", systemImage: "fork.knife", value: .cuisines) { CuisineView() }
        Tab("Favourites", systemImage: "heart", value: .favourites) { FavouritesView() }
          .badge(3)
        Tab(value: .search, role: .search) { SearchView() }
      }
      Text("selected: \(String(describing: selectedTab))")
    }
  }
}

/// Sections in the tab bar, to check the last-presented rule.
struct SectionProbe: View {
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") { Text("Home screen") }
      TabSection("Cuisines") {
        Tab("Chinese", systemImage: "fork.knife") { Text("Chinese Cuisine") }
        Tab("Japanese", systemImage: "fork.knife") { Text("Japanese Cuisine") }
      }
    }
  }
}

@MainActor
@Suite struct TabViewTests {
  private func host<V: View>(_ view: V, columns: Int, rows: Int = 12) -> TestHost {
    let host = TestHost(view, columns: columns, rows: rows)
    let directory = TestHost.scratchDirectory(prefix: "keystroke-tabs")
    host.host.environment.settingsStore = SettingsStore(path: directory + "/settings.json")
    host.host.update(force: true)
    return host
  }

  @Test func tabBarDrawsTitlesWithGlyphsAndTheSelectedContent() {
    let host = host(SeedPlainTabs(), columns: 60)
    #expect(host.lines[0] == " ◈ Nearby  ⚘ Cuisines  ♡ Favourites")
    #expect(host.text.contains("Places near you"))
    let column = host.lines[0].distance(
      from: host.lines[0].startIndex, to: host.lines[0].range(of: "Nearby")!.lowerBound)
    #expect(host.style(column: column, row: 0).attributes.contains(.reverse))
  }

  @Test func arrowsSwitchTabsAndUpdateTheSelectionBinding() throws {
    let host = host(SelectionProbe(), columns: 70)
    #expect(host.text.contains("All cuisines"))
    #expect(host.text.contains("selected: cuisines"))
    try host.play("right")
    #expect(host.text.contains("Your favourites"))
    #expect(host.text.contains("selected: favourites"))
    try host.play("right right")
    #expect(host.text.contains("Search recipes"))
    #expect(host.text.contains("selected: search"))
    try host.play("home")
    #expect(host.text.contains("selected: nearby"))
  }

  @Test func searchTabSitsAtTheTrailingEndWithBadgesInTitles() {
    let host = host(SelectionProbe(), columns: 70)
    #expect(host.lines[0].hasSuffix("⌕ Search"))
    #expect(host.lines[0].contains("♡ Favourites (3)"))
  }

  @Test func sectionShowsItsLastPresentedTabFirstByDefault() throws {
    let host = host(SectionProbe(), columns: 60)
    #expect(host.lines[0].contains("▾ Cuisines"))
    try host.play("right")
    #expect(host.text.contains("Chinese Cuisine"))
    #expect(host.lines[1].contains("⚘ Chinese"))
    try host.play("down right")
    #expect(host.text.contains("Japanese Cuisine"))
    try host.play("up left")
    #expect(host.text.contains("Home screen"))
    try host.play("right")
    #expect(host.text.contains("Japanese Cuisine"))
  }

  @Test func sidebarAdaptableShowsASidebarInRegularWidthAndATabBarInCompact() throws {
    let wide = host(SeedSidebarTabs(), columns: 140, rows: 24)
    #expect(wide.lines[0].hasPrefix("Main Tabs"))
    #expect(wide.text.contains("CUISINES"))
    #expect(wide.text.contains("[ Invent New Cuisine ]"))
    #expect(wide.text.contains("© Copyright 2025"))
    #expect(wide.lines[23].hasPrefix("☺ Tristan"))
    let narrow = host(SeedSidebarTabs(), columns: 80, rows: 24)
    #expect(narrow.lines[0] == " ◈ Nearby  ♡ Favourites")
    #expect(!narrow.text.contains("Chinese"))
  }

  @Test func resizingSwitchesLiveAndKeepsTheSelection() throws {
    let host = host(SeedSidebarTabs(), columns: 140, rows: 24)
    try host.play("down down down")
    #expect(host.text.contains("Japanese Cuisine"))
    try host.play("resize:80x24")
    // The sidebar-only section shows in the bar while its Japanese tab is selected.
    #expect(host.lines[0] == " ◈ Nearby  ♡ Favourites  ▾ Cuisines")
    #expect(host.lines[1].contains("⚘ Japanese"))
    #expect(host.text.contains("Japanese Cuisine"))
    try host.play("resize:120x24")
    #expect(host.text.contains("▸ ⚘ Japanese"))
  }

  @Test(arguments: [
    (PageTabViewStyle.IndexDisplayMode.always, 1, true),
    (.always, 3, true),
    (.automatic, 3, true),
    (.automatic, 1, false),
    (.never, 3, false),
  ])
  func pageIndexDotsFollowTheDisplayMode(
    mode: PageTabViewStyle.IndexDisplayMode, pages: Int, showsDots: Bool
  ) {
    let view = TabView { ForEach(0..<pages) { Text("Page \($0 + 1)") } }
      .tabViewStyle(.page(indexDisplayMode: mode))
    let host = host(view, columns: 30, rows: 6)
    #expect(host.text.contains("Page 1"))
    #expect(host.text.contains("●") == showsDots)
  }

  @Test func pagesTurnWithArrowsAndPageKeys() throws {
    let host = host(SeedPages(), columns: 40, rows: 6)
    #expect(host.lines[5].contains("● ○ ○"))
    try host.play("pagedown")
    #expect(host.text.contains("Second page"))
    #expect(host.lines[5].contains("○ ● ○"))
    try host.play("right right")
    #expect(host.text.contains("Third page"))
    try host.play("pageup")
    #expect(host.text.contains("Second page"))
  }

  @Test(arguments: [
    (PageIndexViewStyle.BackgroundDisplayMode.always, true),
    (.never, false),
    (.interactive, true),
  ])
  func indexBackgroundFollowsItsMode(mode: PageIndexViewStyle.BackgroundDisplayMode, shown: Bool) {
    let view = TabView {
      Text("One")
      Text("Two")
    }
    .tabViewStyle(.page)
    .indexViewStyle(.page(backgroundDisplayMode: mode))
    let host = host(view, columns: 20, rows: 4)
    let row = host.lines[3]
    let column = row.distance(from: row.startIndex, to: row.range(of: "●")!.lowerBound)
    #expect(host.style(column: column, row: 3).attributes.contains(.reverse) == shown)
  }

  @Test func legacyTabItemsAndTagsWork() throws {
    struct Legacy: View {
      @State var selection = "b"
      var body: some View {
        TabView(selection: $selection) {
          Text("Alpha view").tabItem { Label("Alpha", systemImage: "a.circle") }.tag("a")
          Text("Beta view").tabItem { Text("Beta") }.tag("b")
        }
      }
    }
    let host = host(Legacy(), columns: 40)
    #expect(host.lines[0] == " • Alpha  • Beta")
    #expect(host.text.contains("Beta view"))
    try host.play("left")
    #expect(host.text.contains("Alpha view"))
  }

  @Test func tabContentKeepsItsStateWhenHidden() throws {
    struct Counter: View {
      @State var count = 0
      var body: some View { Button("Count \(count)") { count += 1 } }
    }
    let view = TabView {
      Tab("One", systemImage: "1.circle") { Counter() }
      Tab("Two", systemImage: "2.circle") { Text("Second") }
    }
    let host = host(view, columns: 40)
    try host.play("tab enter enter shift+tab right")
    #expect(host.text.contains("Second"))
    try host.play("left")
    #expect(host.text.contains("Count 2"))
  }

  @Test func duplicateAndMissingCustomizationIDsShowAWarningLine() {
    let view = TabView {
      Tab("A", systemImage: "a.circle") { Text("a") }.customizationID("same")
      Tab("B", systemImage: "b.circle") { Text("b") }.customizationID("same")
      Tab("C", systemImage: "c.circle") { Text("c") }
    }
    .tabViewCustomization(.constant(TabViewCustomization()))
    let host = host(view, columns: 140, rows: 8)
    #expect(host.lines[6].hasPrefix("⚠ Tab customization: no customizationID on “C”"))
    #expect(host.lines[7].contains("\"same\" is used by “A” and “B”"))
  }

  @Test func horizontalSizeClassComesFromTheScreenWidth() {
    struct Probe: View {
      @Environment(\.horizontalSizeClass) var sizeClass
      var body: some View { Text(sizeClass == .compact ? "compact" : "regular") }
    }
    #expect(host(Probe(), columns: 99).text.contains("compact"))
    #expect(host(Probe(), columns: 100).text.contains("regular"))
  }

  @Test func tabShortcutsWithoutAnAppAreControlShortcuts() throws {
    let view = SeedPlainTabs().tabViewKeyboardShortcuts()
    let host = host(view, columns: 60)
    try host.play("cmd+3")
    #expect(host.text.contains("Your favourites"))
    try host.play("cmd+shift+]")
    #expect(host.text.contains("Places near you"))
    try host.play("cmd+shift+[")
    #expect(host.text.contains("Your favourites"))
  }
}
