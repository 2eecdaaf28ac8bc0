import Testing

@testable import Keystroke

@MainActor
@Suite struct TextTests {
  private func render(_ view: some View, width: Int, height: Int) -> [String] {
    let host = ViewHost(view, width: width, height: height)
    host.update()
    return host.lines
  }

  @Test func wrapsAtWordBoundaries() {
    let lines = render(
      Text("the quick brown fox").frame(width: 10, height: 3, alignment: .topLeading),
      width: 10, height: 3)
    #expect(lines == ["the quick", "brown fox", ""])
  }

  @Test func truncatesWithAnEllipsisWhenOutOfLines() {
    let lines = render(
      Text("the quick brown fox jumps").lineLimit(1).frame(width: 10, alignment: .leading),
      width: 10, height: 1)
    #expect(lines == ["the quick…"])
  }

  @Test func breaksAWordLongerThanTheLine() {
    let lines = render(
      Text("abcdefghij").frame(width: 4, height: 3, alignment: .topLeading), width: 4, height: 3)
    #expect(lines == ["abcd", "efgh", "ij"])
  }

  @Test func neverSplitsAWideCharacter() {
    let lines = render(
      Text("日本語").frame(width: 5, height: 2, alignment: .topLeading), width: 5, height: 2)
    #expect(lines == ["日本", "語"])
  }

  @Test func emptyTextTakesNoSpace() {
    let lines = render(
      VStack {
        Text("")
        Text("x")
      }, width: 3, height: 1)
    #expect(lines == [" x"])
  }

  @Test func concatenationKeepsEachRunsStyle() {
    let host = ViewHost(Text("ab").bold() + Text("cd"), width: 4, height: 1)
    host.update()
    #expect(host.lines == ["abcd"])
    #expect(host.screen.style(x: 0, y: 0).attributes.contains(.bold))
    #expect(!host.screen.style(x: 2, y: 0).attributes.contains(.bold))
  }
}
