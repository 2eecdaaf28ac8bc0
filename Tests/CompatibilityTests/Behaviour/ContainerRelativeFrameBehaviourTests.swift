import Keystroke
import KeystrokeTesting
import Testing

/// `.containerRelativeFrame` sizes views from the nearest scroll view's visible area or the
/// screen.
@MainActor
@Suite struct ContainerRelativeFrameBehaviourTests {
  private func column(of text: String, in host: TestHost) throws -> Int {
    let row = try #require(host.row(containing: text))
    let line = host.lines[row]
    let range = try #require(line.range(of: text))
    return line.distance(from: line.startIndex, to: range.lowerBound)
  }

  @Test func aCarouselShowsThreeCardsPerScreenWidth() throws {
    let host = TestHost(CardCarousel(), columns: 62, rows: 6)
    // (62 − 2 spacing) / 3 = 20 columns per card, one column between cards.
    #expect(try column(of: "Card 1", in: host) == 0)
    #expect(try column(of: "Card 2", in: host) == 21)
    #expect(try column(of: "Card 3", in: host) == 42)
    #expect(host.row(containing: "Card 4") == nil)
  }

  @Test func aResizedScreenResizesTheCards() throws {
    let host = TestHost(CardCarousel(), columns: 62, rows: 6)
    host.host.resize(width: 32, height: 6)
    host.host.update()
    // (32 − 2) / 3 = 10 columns per card.
    #expect(try column(of: "Card 2", in: host) == 11)
    #expect(try column(of: "Card 3", in: host) == 22)
  }

  @Test func aBannerSpansTheScreenAndAPanelTakesHalfItsHeight() throws {
    let host = TestHost(WelcomeBanner(), columns: 40, rows: 10)
    // As wide as the screen, its text at the trailing edge.
    #expect(try column(of: "Welcome back", in: host) == 40 - "Welcome back".count)
    // The panel below is five rows tall: the next text starts five rows further down.
    let top = try #require(host.row(containing: "Top half"))
    let bottom = try #require(host.row(containing: "Bottom half"))
    #expect(bottom - top == 5)
  }

  @Test func inASheetTheSheetIsTheContainer() throws {
    let host = TestHost(ReceiptSheetHost(), columns: 60, rows: 12)
    let receipt = try column(of: "Receipt", in: host)
    let paid = try column(of: "Paid", in: host)
    let row = try #require(host.row(containing: "Paid"))
    // "Paid" ends at the sheet's content edge: right of the receipt's title, and left of the
    // sheet's border, which is inside the screen.
    #expect(paid > receipt)
    let line = Array(host.lines[row])
    let end = paid + "Paid".count
    #expect(end < 60)
    #expect(line[end...].contains("│"))
  }
}
