import Testing

@testable import Keystroke

@MainActor
@Suite struct StackLayoutTests {
  private func render(_ view: some View, width: Int, height: Int) -> [String] {
    let host = ViewHost(view, width: width, height: height)
    host.update()
    return host.lines
  }

  @Test func spacerPushesContentToTheEdges() {
    let lines = render(
      HStack {
        Text("left")
        Spacer()
        Text("right")
      }, width: 20, height: 1)
    #expect(lines == ["left           right"])
  }

  @Test func columnWithDividerSpansTheWidth() {
    let lines = render(
      VStack(alignment: .leading) {
        Text("Title")
        Divider()
        Text("Body")
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 8, height: 4)
    #expect(lines == ["Title", "────────", "Body", ""])
  }

  @Test func rowsShareSpaceByFlexibility() {
    let lines = render(
      HStack(spacing: 0) {
        Text("fixed")
        Text("a long flexible label that must wrap")
      }.frame(width: 20, height: 2, alignment: .topLeading), width: 20, height: 2)
    #expect(lines[0].hasPrefix("fixed"))
    #expect(lines.allSatisfy { $0.count <= 20 })
  }

  @Test func aRowTooNarrowSharesTheShortfallSoNoLabelVanishes() {
    // Twenty columns for three buttons that want 30: each is cut, none to an empty bracket.
    let lines = render(
      HStack(spacing: 1) {
        Button("Save") {}
        Button("Don't Save") {}
        Button("Cancel") {}
      }.frame(width: 20, height: 1, alignment: .leading), width: 20, height: 1)
    let labels = lines[0].split(separator: "]").map {
      $0.replacingOccurrences(of: "[", with: "").trimmingCharacters(in: .whitespaces)
    }
    #expect(labels.count == 3)
    #expect(labels.allSatisfy { !$0.isEmpty }, "\(lines[0])")
    #expect(labels[1].hasPrefix("D"))
    // A row that fits is drawn whole.
    let wide = render(
      HStack(spacing: 1) {
        Button("Save") {}
        Button("Don't Save") {}
        Button("Cancel") {}
      }, width: 40, height: 1)
    #expect(wide[0].contains("[ Save ] [ Don't Save ] [ Cancel ]"))
  }

  @Test func shortOfRoomASpacerGivesWayToTheText() {
    let long = String(repeating: "word ", count: 12) + "end"
    let alone = render(
      HStack {
        Text(long).lineLimit(1)
        Spacer()
      }, width: 40, height: 1)
    // The title runs to the edge, cut there, not at half the row beside empty space.
    #expect(alone[0].count >= 39, "\(alone[0])")
    #expect(alone[0].hasSuffix("…"))
    let withValue = render(
      HStack {
        Text(long).lineLimit(1)
        Spacer()
        Text("1:30")
      }, width: 40, height: 1)
    // The spacer keeps its minimum, none; the gaps either side of it stay.
    #expect(withValue[0].hasSuffix("…  1:30"), "\(withValue[0])")
  }

  @Test func paddingInsetsContent() {
    let lines = render(Text("hi").padding(1).border(.primary), width: 6, height: 3)
    #expect(lines == ["┌──┐", "│hi│", "└──┘"].map { " " + $0 })
  }

  @Test func rootIsCentredOnTheScreen() {
    let lines = render(Text("x"), width: 5, height: 3)
    #expect(lines == ["", "  x", ""])
  }

  @Test func tinyScreensDoNotCrash() {
    for (width, height) in [(0, 0), (1, 1), (0, 5), (5, 0)] {
      let lines = render(
        VStack {
          Text("hello world")
          Divider()
          HStack {
            Text("a")
            Spacer()
            Text("b")
          }
        },
        width: width, height: height)
      #expect(lines.count == height)
    }
  }
}
