import KeystrokeTerminal
import Testing

@testable import Keystroke

/// The tab bar draws each title padded by a space, the selected one bold, whether the title is
/// plain ASCII (written byte by byte) or holds symbols and wide characters (measured cluster by
/// cluster), and scrolls the selected title into view when the row is too narrow.
@MainActor
@Suite struct TabBarElementTests {
  private func drawn(_ items: [TabBarElement.Item], width: Int) -> ScreenBuffer {
    let bar = TabBarElement(
      items: items, sectionItems: nil, isFocused: false, focusesSectionRow: false)
    bar.place(in: CellRect(x: 0, y: 0, width: width, height: 1))
    var screen = ScreenBuffer(width: width, height: 1)
    bar.draw(into: &screen, clip: CellRect(x: 0, y: 0, width: width, height: 1))
    return screen
  }

  @Test func asciiAndWideTitlesLandInTheSameColumnsTheyMeasure() {
    let items = [
      TabBarElement.Item(text: "Timer", isSelected: false),
      TabBarElement.Item(text: "⏱ 日本", isSelected: true),
      TabBarElement.Item(text: "More", isSelected: false),
    ]
    #expect(items.map(\.columns) == [5, 6, 4])
    let screen = drawn(items, width: 30)
    #expect(screen.textLines == [" Timer  ⏱ 日本  More"])
    // The selected title, with its padding, is bold; the others are not.
    #expect(!screen.style(x: 1, y: 0).attributes.contains(.bold))
    #expect((7...14).allSatisfy { screen.style(x: $0, y: 0).attributes.contains(.bold) })
    #expect(!screen.style(x: 16, y: 0).attributes.contains(.bold))
  }

  @Test func aCombiningMarkStaysWithTheLetterBeforeIt() {
    let items = [
      TabBarElement.Item(text: "Cafe\u{301} Menu", isSelected: false),
      TabBarElement.Item(text: "◴ Timer", isSelected: true),
    ]
    #expect(items.map(\.columns) == [9, 7])
    let screen = drawn(items, width: 30)
    #expect(screen.textLines == [" Cafe\u{301} Menu  ◴ Timer"])
    #expect(screen[4, 0].grapheme == "e\u{301}")
    #expect(screen[5, 0].grapheme == " ")
  }

  @Test func aNarrowBarScrollsTheSelectedTitleIntoViewAndMarksTheCut() {
    let items = ["Alpha", "Bravo", "Charlie", "Delta"].map {
      TabBarElement.Item(text: $0, isSelected: $0 == "Delta")
    }
    let line = drawn(items, width: 16).textLines[0]
    #expect(line.hasPrefix("‹"))
    #expect(line.contains("Delta"))
  }

  @Test func theFirstTitleAfterTheScrollMarkIsWhole() {
    // Scrolled only as far as Delta needs, the bar showed Charlie's tail after `‹`; it
    // scrolls on to where Charlie begins instead, or to Delta when Charlie would not fit.
    let items = ["Alpha", "Bravo", "Charlie", "Delta"].map {
      TabBarElement.Item(text: $0, isSelected: $0 == "Delta")
    }
    #expect(drawn(items, width: 20).textLines == ["‹ Charlie  Delta"])
    #expect(drawn(items, width: 16).textLines == ["‹ Delta"])
  }

  @Test func titlesThatJustFitDoNotScroll() {
    // " Alpha  Bravo  Delta " takes 21 columns: the last title selected, nothing is cut.
    let items = ["Alpha", "Bravo", "Delta"].map {
      TabBarElement.Item(text: $0, isSelected: $0 == "Delta")
    }
    #expect(drawn(items, width: 21).textLines == [" Alpha  Bravo  Delta"])
    #expect(drawn(items, width: 20).textLines[0].hasPrefix("‹"))
  }
}
