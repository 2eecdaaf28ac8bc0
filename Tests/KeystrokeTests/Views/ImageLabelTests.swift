import KeystrokeTerminal
import Testing

@testable import Keystroke

@MainActor
@Suite struct ImageLabelTests {
  private func render(_ view: some View, width: Int, height: Int) -> [String] {
    let host = ViewHost(
      view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: width, height: height)
    host.update()
    return host.lines
  }

  @Test(arguments: [
    ("gear", "⚙"), ("star.fill", "★"), ("star.circle.fill", "☆"), ("list.bullet", "≡"),
    ("chevron.right", "›"), ("trash.fill", "⌧"), ("no.such.symbol", "•"), ("", "•"),
  ])
  func symbolNamesMapToGlyphs(name: String, glyph: String) {
    #expect(SymbolGlyphs.glyph(for: name) == glyph)
  }

  @Test func variantNamesGiveTheSameGlyphEveryTimeAndPastTheMemosBound() {
    #expect(SymbolGlyphs.glyph(for: "star.circle.fill") == SymbolGlyphs.glyph(for: "star"))
    // Many names made at run time overflow the kept answers; answers stay right after.
    for number in 0..<600 {
      #expect(SymbolGlyphs.glyph(for: "made.\(number).fill") == SymbolGlyphs.fallback)
    }
    #expect(SymbolGlyphs.glyph(for: "star.circle.fill") == SymbolGlyphs.glyph(for: "star"))
    #expect(SymbolGlyphs.glyph(for: "trash.fill") == "⌧")
  }

  @Test func everyGlyphIsOneColumnWide() {
    for (name, glyph) in SymbolGlyphs.table {
      #expect(glyph.count == 1, "\(name)")
      #expect(GraphemeWidth(glyph.first ?? " ").columns == 1, "\(name) → \(glyph)")
    }
  }

  @Test func theSymbolsAppsUseMostHaveTheirOwnGlyph() {
    let common = [
      "timer", "folder", "list.bullet", "gear", "magnifyingglass", "plus", "trash", "star",
      "person", "house", "calendar", "doc", "pencil", "checkmark", "xmark", "heart", "bell",
      "tag", "clock", "envelope", "book", "play", "pause", "info.circle", "square.and.arrow.up",
    ]
    for name in common {
      #expect(SymbolGlyphs.glyph(for: name) != SymbolGlyphs.fallback, "\(name)")
    }
  }

  @Test func imagesDrawTheirGlyph() {
    let view = HStack {
      Image(systemName: "folder")
      Image("timer")
      Image(systemName: "unknown")
    }
    #expect(render(view, width: 10, height: 1) == ["▤ ◴ •"])
  }

  @Test func labelShowsIconThenTitleAndTruncates() {
    let view = Label("Settings", systemImage: "gear")
    #expect(render(view, width: 20, height: 2) == ["⚙ Settings", ""])
    #expect(render(view, width: 6, height: 1) == ["⚙ Set…"])
  }

  @Test func labelStylesChooseTheParts() {
    let view = VStack(alignment: .leading) {
      Label("Home", systemImage: "house").labelStyle(.titleOnly)
      Label("Home", systemImage: "house").labelStyle(.iconOnly)
      Label("Home", systemImage: "house").labelStyle(.titleAndIcon)
    }
    #expect(render(view, width: 12, height: 3) == ["Home", "⌂", "⌂ Home"])
  }

  @Test func labelWithWideCharactersAndEmptyTitle() {
    #expect(render(Label("日本語", systemImage: "star"), width: 10, height: 1) == ["☆ 日本語"])
    #expect(render(Label("日本語", systemImage: "star"), width: 6, height: 1) == ["☆ 日…"])
    #expect(render(Label("", systemImage: "star"), width: 6, height: 1) == ["☆"])
  }

  @Test func customLabelViews() {
    let view = Label {
      Text("Custom")
    } icon: {
      Text("*")
    }
    #expect(render(view, width: 10, height: 1) == ["* Custom"])
  }
}
