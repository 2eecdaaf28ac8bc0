import Foundation
import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct TextFormattingTests {
  @Test func markdownInALiteralIsStyled() {
    let text = Text("Plain **bold** *italic* ~~gone~~ `code` [site](https://x.org)")
    #expect(text.plainText == "Plain bold italic gone code site")
    let host = TestHost(text, columns: 80, rows: 1)
    let line = host.lines[0]
    func style(of word: String) -> CellStyle {
      let column = line.distance(from: line.startIndex, to: line.range(of: word)!.lowerBound)
      return host.style(column: column, row: 0)
    }
    #expect(style(of: "bold").attributes.contains(.bold))
    #expect(style(of: "italic").attributes.contains(.italic))
    #expect(style(of: "gone").attributes.contains(.strikethrough))
    #expect(style(of: "site").attributes.contains(.underline))
    #expect(style(of: "site").foreground == Color.accentColor.terminalColor)
    #expect(style(of: "Plain").attributes.isEmpty)
  }

  @Test func aStringVariableIsShownAsItIs() {
    let raw = "**not bold**"
    #expect(Text(raw).plainText == "**not bold**")
  }

  @Test func interpolatedValuesAreNotMarkdown() {
    let name = "*star* snake_case `tick` [x](y)"
    #expect(Text("Goal: \(name)").plainText == "Goal: *star* snake_case `tick` [x](y)")
    let bold = Text("**\(name)** done")
    #expect(bold.plainText == "*star* snake_case `tick` [x](y) done")
    #expect(bold.runs.first?.emphasis == [.bold])
    #expect(Text("`\(name)`").plainText == name)
    #expect(Text("\(3) items").plainText == "3 items")
  }

  @Test(arguments: [
    "snake_case_name", "2 * 3 * 4", "a ** b", "[x] done", "50% off_", "* bullet", "`",
    "**unclosed", "~~", "[title](has space)", "",
  ])
  func ordinaryTextIsKept(_ source: String) {
    #expect(MarkdownRuns.parse(source) == [MarkdownRuns.Piece(string: source)])
  }

  @Test func nestedAndEscapedMarkdown() {
    #expect(
      MarkdownRuns.parse("**bold *both***").map(\.string) == ["bold ", "both"])
    #expect(MarkdownRuns.parse("**bold *both***")[1].emphasis == [.bold, .italic])
    #expect(MarkdownRuns.parse("\\*literal\\*") == [MarkdownRuns.Piece(string: "*literal*")])
  }

  @Test func randomMarkupNeverLosesOrInventsLetters() {
    var random = SplitMix(seed: 15)
    // No parentheses: a link hides its URL, the one thing that may vanish.
    let alphabet = Array("*_~`[]\\ab ")
    for _ in 0..<3000 {
      let source = String(
        (0..<Int.random(in: 0...24, using: &random)).map { _ in
          alphabet.randomElement(using: &random)!
        })
      let shown = MarkdownRuns.parse(source).map(\.string).joined()
      #expect(shown.count <= source.count)
      #expect(shown.filter { $0 == "a" || $0 == "b" } == source.filter { $0 == "a" || $0 == "b" })
    }
  }

  @Test(arguments: [80, 140])
  func concatenationKeepsEachPartsStyle(columns: Int) {
    let host = TestHost(
      Text("Total: ").bold() + Text("12").foregroundColor(.red), columns: columns, rows: 1)
    let line = host.lines[0]
    let x = line.distance(from: line.startIndex, to: line.range(of: "Total: 12")!.lowerBound)
    #expect(host.style(column: x, row: 0).attributes.contains(.bold))
    #expect(!host.style(column: x + 7, row: 0).attributes.contains(.bold))
    #expect(host.style(column: x + 7, row: 0).foreground == Color.red.terminalColor)
  }

  @Test func formatStyles() {
    #expect(Text(0.25, format: .percent).plainText == "25%")
    #expect(Text(1234, format: .number).plainText.filter(\.isNumber) == "1234")
  }

  @Test func dateStylesAtAFixedNow() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let date = try #require(
      calendar.date(from: DateComponents(year: 2026, month: 12, day: 1, hour: 13, minute: 39)))
    let now = date.addingTimeInterval(-(2 * 3600 + 5 * 60 + 9))
    #expect(TimedDate(date: date, style: .date).text(now: now) == "December 1, 2026")
    #expect(TimedDate(date: date, style: .time).text(now: now) == "1:39 PM")
    #expect(TimedDate(date: date, style: .relative).text(now: now) == "2 hours, 5 minutes")
    #expect(TimedDate(date: date, style: .offset).text(now: now) == "+2 hours")
    #expect(TimedDate(date: now, style: .offset).text(now: date) == "-2 hours")
    #expect(TimedDate(date: date, style: .timer).text(now: now) == "2:05:09")
    #expect(TimedDate.clock(247) == "4:07")
    #expect(TimedDate.distance(0) == "0 seconds")
    #expect(TimedDate.distance(86_400 + 60) == "1 day")
    #expect(TimedDate.distance(86_400 + 3600) == "1 day, 1 hour")
    #expect(TimedDate.distance(.infinity) == "0 seconds")
  }

  @Test(arguments: [80, 140])
  func aTimerFollowsTheVirtualClock(columns: Int) throws {
    let start = Date(timeIntervalSince1970: 1_000_000)
    let host = TestHost(
      Text(start, style: .timer), columns: columns, rows: 1, now: start)
    #expect(host.lines[0].contains("0:00"))
    try host.play("wait:65s")
    host.host.update(force: true)
    #expect(host.lines[0].contains("1:05"))
  }
}
