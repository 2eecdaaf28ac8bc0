import KeystrokeTerminal
import Testing

@testable import Keystroke

@MainActor
@Suite struct TextMeasureTests {
  /// The one-line fast path must agree with the full layout for every proposal.
  @Test(arguments: ["", " ", "a", "ab  ", "  lead", "two words", "日本語 text", "\u{200B}"])
  func fastPathAgreesWithLayout(text: String) {
    for width in [nil, 0, 1, 3, 8, 40] as [Int?] {
      for limit in [nil, 0, 1] as [Int?] {
        let element = TextElement(runs: [(text, .plain)], lineLimit: limit, alignment: .leading)
        let measured = element.sizeThatFits(SizeProposal(width: width, height: nil))
        let maxLines = [limit].compactMap { $0 }.min()
        let layout = TextLayout(runs: [(text, .plain)], width: width, maxLines: maxLines)
        #expect(
          measured == CellSize(width: layout.width, height: layout.lines.count),
          "\(text.debugDescription) width \(String(describing: width)) limit \(String(describing: limit))"
        )
      }
    }
  }
}
