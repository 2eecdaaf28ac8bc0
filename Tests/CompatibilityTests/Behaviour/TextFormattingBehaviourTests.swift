import Foundation
import Keystroke
import KeystrokeTerminal
import KeystrokeTesting
import Testing

extension View {
  /// Places the view at the top left of the test screen (a hosted view is centered).
  fileprivate func topLeading() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct TextFormattingBehaviourTests {
  /// A fixed moment: 1 December 2026, 09:30 in the current time zone.
  private let morning =
    Calendar.current.date(
      from: DateComponents(year: 2026, month: 12, day: 1, hour: 9, minute: 30)) ?? Date()

  @Test func systemAndCustomFontsDrawTheirWeightAndSlant() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("Bold").font(.system(size: 20, weight: .bold, design: .serif))
        Text("Plain").font(.system(size: 20))
        Text("Head").font(.system(.body, design: .rounded, weight: .semibold))
        Text("Slanted").font(.custom("Avenir", size: 12).italic())
        Text("Fixed").font(.custom("Menlo", fixedSize: 11)).fontDesign(.serif).fontWidth(.expanded)
        Text("Title").font(.system(.title))
      }.topLeading(), columns: 20, rows: 6)
    #expect(host.lines == ["Bold", "Plain", "Head", "Slanted", "Fixed", "Title"])
    #expect(host.style(column: 0, row: 0).attributes.contains(.bold))
    #expect(!host.style(column: 0, row: 1).attributes.contains(.bold))
    #expect(host.style(column: 0, row: 2).attributes.contains(.bold))
    #expect(host.style(column: 0, row: 3).attributes.contains(.italic))
    #expect(!host.style(column: 0, row: 3).attributes.contains(.bold))
    #expect(host.style(column: 0, row: 4).attributes.isEmpty)
    #expect(host.style(column: 0, row: 5).attributes.contains(.bold))
  }

  @Test func interpolationsFormatValuesAsAsked() {
    let morning = self.morning
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("Paid \(12.5, format: .number.precision(.fractionLength(2)))")
        Text("Share \(0.456, specifier: "%.2f")")
        Text("Due \(morning, style: .date)")
        Text("\(3) items")
      }.topLeading(), columns: 30, rows: 4)
    #expect(host.lines == ["Paid 12.50", "Share 0.46", "Due December 1, 2026", "3 items"])
  }

  @Test func anInterpolatedTextKeepsItsStyle() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("Tap \(Text("here").bold()) now")
        Text("**Hi \(Text("you").italic())**")
      }.topLeading(), columns: 20, rows: 2)
    #expect(host.lines == ["Tap here now", "Hi you"])
    #expect(!host.style(column: 0, row: 0).attributes.contains(.bold))
    #expect(host.style(column: 4, row: 0).attributes.contains(.bold))
    #expect(!host.style(column: 9, row: 0).attributes.contains(.bold))
    let you = host.style(column: 3, row: 1).attributes
    #expect(you.contains(.bold) && you.contains(.italic))
    #expect(!host.style(column: 0, row: 1).attributes.contains(.italic))
  }

  @Test func aTimerIntervalCountsFromTheClock() {
    let start = morning
    let interval = start...start.addingTimeInterval(2 * 3600)
    let host = TestHost(
      VStack(alignment: .leading) {
        Text(timerInterval: interval)
        Text(timerInterval: interval, countsDown: false)
        Text(timerInterval: interval, showsHours: false)
        Text("Left \(timerInterval: interval, pauseTime: start.addingTimeInterval(60))")
      }.topLeading(), columns: 20, rows: 4, now: start.addingTimeInterval(125))
    #expect(host.lines == ["1:57:55", "2:05", "117:55", "Left 1:59:00"])
  }

  @Test func lineLimitsReserveRowsAndCapLines() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("A").lineLimit(3, reservesSpace: true)
        Text("B")
        Text("one two three four five six").lineLimit(2...3)
        Text("C").lineLimit(2...3)
        Text("D")
      }.topLeading(), columns: 8, rows: 10)
    #expect(
      Array(host.lines.prefix(9)) == ["A", "", "", "B", "one two", "three", "four…", "C", ""])
    #expect(host.lines[9] == "D")
  }
}
