import Foundation
import Testing

@testable import Keystroke

@MainActor
@Suite struct TextAttributedStringTests {
  private func render(_ view: some View, width: Int) -> [String] {
    let host = ViewHost(view, width: width, height: 1)
    host.update()
    return host.lines
  }

  @Test func anAttributedStringShowsItsCharacters() {
    var greeting = AttributedString("Hello, ")
    greeting.append(AttributedString("listener"))
    greeting.link = URL(string: "https://example.org")
    let lines = render(Text(greeting).frame(width: 20, alignment: .leading), width: 20)
    #expect(lines == ["Hello, listener"])
  }

  @Test func aStringLiteralStillReadsAsMarkdown() {
    let text = Text("**new** episodes")
    #expect(text.plainText == "new episodes")
    #expect(text.runs.first?.emphasis.contains(.bold) == true)
  }
}
