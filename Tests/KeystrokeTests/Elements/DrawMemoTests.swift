import KeystrokeTerminal
import Testing

@testable import Keystroke

/// Writes its label at its frame's origin and counts how often it really drew.
@MainActor
private final class CountingLabel: Element {
  override var drawReadsOnlyOwnValues: Bool { repeatable }
  let label: String
  let repeatable: Bool
  private(set) var draws = 0

  init(_ label: String, repeatable: Bool = true) {
    self.label = label
    self.repeatable = repeatable
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: GraphemeWidth.columns(of: label), height: 1)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    draws += 1
    guard clip.contains(x: frame.x, y: frame.y) else { return }
    screen.write(label, x: frame.x, y: frame.y, limit: min(frame.maxX, clip.maxX))
  }
}

/// Drawing an element again where nothing it depends on changed pastes what it drew; anything
/// that could change the cells draws again.
@MainActor
@Suite struct DrawMemoTests {
  private let wide = CellRect(x: 0, y: 0, width: 20, height: 4)

  private func placed(_ element: Element, at rect: CellRect) -> Element {
    element.place(in: rect)
    return element
  }

  @Test func aSecondDrawingOverTheSameCellsIsPastedAndLooksTheSame() {
    let label = CountingLabel("hello")
    _ = placed(label, at: CellRect(x: 2, y: 1, width: 8, height: 1))
    var first = ScreenBuffer(width: 20, height: 4)
    #expect(!DrawMemo.draw(label, into: &first, clip: wide))
    var second = ScreenBuffer(width: 20, height: 4, styles: first.styles)
    #expect(DrawMemo.draw(label, into: &second, clip: wide))
    #expect(label.draws == 1)
    #expect(second == first)
  }

  @Test func otherCellsBeneathAMovedFrameOrAnotherTableDrawAgain() {
    let label = CountingLabel("hello")
    _ = placed(label, at: CellRect(x: 2, y: 1, width: 8, height: 1))
    var screen = ScreenBuffer(width: 20, height: 4)
    DrawMemo.draw(label, into: &screen, clip: wide)
    // Something else drew beneath the label first.
    var beneath = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    beneath.write("xxxxxxxxxx", x: 0, y: 1)
    #expect(!DrawMemo.draw(label, into: &beneath, clip: wide))
    #expect(beneath[7, 1].grapheme == "x")
    #expect(label.draws == 2)
    // The label moved.
    label.place(in: CellRect(x: 3, y: 1, width: 8, height: 1))
    var moved = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    #expect(!DrawMemo.draw(label, into: &moved, clip: wide))
    #expect(moved[3, 1].grapheme == "h")
    // A buffer whose style identifiers come from another table.
    var stranger = ScreenBuffer(width: 20, height: 4)
    #expect(!DrawMemo.draw(label, into: &stranger, clip: wide))
    #expect(label.draws == 4)
  }

  @Test func anElementThatReadsMoreThanItsValuesAlwaysDraws() {
    let label = CountingLabel("hello", repeatable: false)
    _ = placed(label, at: CellRect(x: 0, y: 0, width: 8, height: 1))
    let stack = StackElement(axis: .vertical, spacing: 0, items: [label])
    #expect(!stack.drawsRepeatably)
    var screen = ScreenBuffer(width: 20, height: 4)
    for _ in 0..<3 {
      #expect(!DrawMemo.draw(label, into: &screen, clip: wide))
    }
    #expect(label.draws == 3)
  }

  @Test func aLongStackKeepsNoMemoButItsItemsDo() {
    let labels = (0...DrawMemo.mostChildren).map { CountingLabel("\($0)") }
    let stack = placed(
      StackElement(axis: .vertical, spacing: 0, items: labels),
      at: CellRect(x: 0, y: 0, width: 6, height: labels.count))
    let clip = CellRect(x: 0, y: 0, width: 6, height: 3)
    var screen = ScreenBuffer(width: 20, height: 4)
    DrawMemo.draw(stack, into: &screen, clip: clip)
    #expect(stack.drawMemo == nil)
    #expect(labels[0].drawMemo != nil)
    var again = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    #expect(!DrawMemo.draw(stack, into: &again, clip: clip))
    #expect(again == screen)
    #expect(labels[0].draws == 1 && labels[2].draws == 1)
  }

  @Test func anAreaCuttingAWideClusterKeepsNoMemo() {
    let label = CountingLabel("ab")
    _ = placed(label, at: CellRect(x: 3, y: 0, width: 2, height: 1))
    var screen = ScreenBuffer(width: 20, height: 4)
    // 字 covers columns 2 and 3: drawing at column 3 also changes column 2.
    screen.write("字", x: 2, y: 0)
    DrawMemo.draw(label, into: &screen, clip: wide)
    #expect(label.drawMemo == nil)
    #expect(screen[2, 0].grapheme == " ")
  }

  @Test func anElementWhoseChildrenReachOutsideItsFrameKeepsNoMemo() {
    let inner = CountingLabel("overflowing")
    let outer = PaddingElement(child: inner, top: 0, leading: 0, bottom: 0, trailing: 0)
    outer.frame = CellRect(x: 0, y: 0, width: 4, height: 1)
    inner.frame = CellRect(x: 0, y: 0, width: 11, height: 1)
    var screen = ScreenBuffer(width: 20, height: 4)
    DrawMemo.draw(outer, into: &screen, clip: wide)
    #expect(outer.drawMemo == nil)
    #expect(screen[8, 0].grapheme == "i")
  }

  @Test func aStackMadeAnewAroundTheSameItemsTakesOverTheDrawing() {
    let first = CountingLabel("first")
    let second = CountingLabel("second")
    let rect = CellRect(x: 0, y: 0, width: 10, height: 2)
    let old = placed(StackElement(axis: .vertical, spacing: 0, items: [first, second]), at: rect)
    var screen = ScreenBuffer(width: 20, height: 4)
    DrawMemo.draw(old, into: &screen, clip: wide)
    let new = placed(StackElement(axis: .vertical, spacing: 0, items: [first, second]), at: rect)
    var again = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    #expect(DrawMemo.draw(new, into: &again, clip: wide, previous: old))
    #expect(again == screen)
    #expect(first.draws == 1 && second.draws == 1)
    // A stack around another item draws, but pastes the item that stayed.
    let third = CountingLabel("third")
    let changed = placed(
      StackElement(axis: .vertical, spacing: 0, items: [first, third]), at: rect)
    var replaced = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    #expect(!DrawMemo.draw(changed, into: &replaced, clip: wide, previous: new))
    #expect(first.draws == 1 && third.draws == 1)
    #expect((0..<20).map { replaced[$0, 1].grapheme }.joined().contains("third"))
  }

  @Test func aTableRowDrawsAgainWhenItsColumnsChangeWidth() {
    let layout = TableLayout()
    layout.reset(columns: 2)
    layout.widths = [4, 4]
    let cells = [CountingLabel("ab"), CountingLabel("cd")]
    let row = TableRowElement(cells: cells, layout: layout)
    let rect = CellRect(x: 0, y: 0, width: 12, height: 1)
    row.place(in: rect)
    var screen = ScreenBuffer(width: 20, height: 4)
    DrawMemo.draw(row, into: &screen, clip: wide)
    var same = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    #expect(DrawMemo.draw(row, into: &same, clip: wide))
    layout.widths = [6, 4]
    row.place(in: rect)
    var wider = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    #expect(!DrawMemo.draw(row, into: &wider, clip: wide))
    #expect(wider[8, 0].grapheme == "c")
  }

  @Test func aTableRowDrawsAgainWhenItsColumnsAlignOrAreRuledAnew() {
    let layout = TableLayout()
    layout.reset(columns: 2)
    layout.widths = [4, 4]
    layout.alignments = [.leading, .leading]
    let row = TableRowElement(cells: [CountingLabel("ab"), CountingLabel("cd")], layout: layout)
    let rect = CellRect(x: 0, y: 0, width: 12, height: 1)
    row.place(in: rect)
    var screen = ScreenBuffer(width: 20, height: 4)
    DrawMemo.draw(row, into: &screen, clip: wide)
    // Equal alignments given again (each update gives them anew) keep the memo.
    layout.alignments = [.leading, .leading]
    var same = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    #expect(DrawMemo.draw(row, into: &same, clip: wide))
    layout.alignments = [.leading, .trailing]
    row.place(in: rect)
    var aligned = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    #expect(!DrawMemo.draw(row, into: &aligned, clip: wide))
    #expect(aligned[8, 0].grapheme == "c" && aligned[9, 0].grapheme == "d")
    #expect(layout.offsets == [0, 6])
    layout.showsColumnRules = true
    #expect(layout.offsets == [0, 7])
    row.place(in: rect)
    var ruled = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    #expect(!DrawMemo.draw(row, into: &ruled, clip: wide))
    #expect(ruled[9, 0].grapheme == "c" && ruled[10, 0].grapheme == "d")
  }

  /// A tab view built again around a bar like the last one.
  private func tabView(
    selecting selected: Int, focused: Bool = false, history: TabViewState
  ) -> (TabViewElement, TabBarElement) {
    let bar = TabBarElement(
      items: ["One", "Two", "Three"].enumerated().map {
        TabBarElement.Item(text: $0.element, isSelected: $0.offset == selected)
      },
      sectionItems: nil, isFocused: focused, focusesSectionRow: false)
    let view = TabViewElement(
      chrome: .top(bar), content: CountingLabel("body"), warnings: [], barHistory: history)
    view.place(in: wide)
    return (view, bar)
  }

  @Test func aTabBarMadeAnewLikeTheLastTakesOverItsDrawing() {
    let history = TabViewState()
    let (first, firstBar) = tabView(selecting: 1, history: history)
    var screen = ScreenBuffer(width: 20, height: 4)
    first.draw(into: &screen, clip: wide)
    #expect(history.drawnBar === firstBar)
    let memo = firstBar.drawMemo
    #expect(memo != nil)
    // The same titles and selection: the new bar pastes the cells the first one drew.
    let (second, secondBar) = tabView(selecting: 1, history: history)
    var again = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
    second.draw(into: &again, clip: wide)
    #expect(secondBar.drawMemo === memo)
    #expect(again == screen)
    // Another selection, or focus on the bar, draws again and shows it.
    for (selected, focused) in [(2, false), (2, true)] {
      let (next, nextBar) = tabView(selecting: selected, focused: focused, history: history)
      var changed = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
      next.draw(into: &changed, clip: wide)
      #expect(nextBar.drawMemo !== memo)
      let fresh = TabViewElement(
        chrome: .top(
          TabBarElement(
            items: ["One", "Two", "Three"].enumerated().map {
              TabBarElement.Item(text: $0.element, isSelected: $0.offset == selected)
            },
            sectionItems: nil, isFocused: focused, focusesSectionRow: false)),
        content: CountingLabel("body"), warnings: [])
      fresh.place(in: wide)
      var expected = ScreenBuffer(width: 20, height: 4, styles: screen.styles)
      fresh.draw(into: &expected, clip: wide)
      #expect(changed == expected)
      #expect(changed != screen)
    }
  }

  /// A row of a text and a button, as a body that runs again builds it anew.
  private func textAndButton(
    text: String = "Tasks: two", bold: Bool = false, focused: Bool = false,
    enabled: Bool = true
  ) -> StackElement {
    var style = CellStyle.plain
    if bold { style.attributes.insert(.bold) }
    let text = TextElement(runs: [(text, style)], lineLimit: nil, alignment: .leading)
    let button = ButtonElement(
      label: TextElement(runs: [("Rename…", .plain)], lineLimit: nil, alignment: .leading),
      style: .bordered, isFocused: focused, isEnabled: enabled, tint: .accentColor)
    return StackElement(axis: .horizontal, spacing: 2, items: [text, button])
  }

  private func drawn(_ stack: StackElement, after previous: StackElement?, styles: StyleTable)
    -> ScreenBuffer
  {
    stack.inherit(from: previous)
    _ = stack.sizeThatFits(SizeProposal(wide.size))
    stack.place(in: wide)
    var screen = ScreenBuffer(width: 20, height: 4, styles: styles)
    stack.draw(into: &screen, clip: wide)
    return screen
  }

  @Test func textsAndButtonsMadeAnewAlikeTakeOverTheirDrawing() {
    let first = textAndButton()
    let screen = drawn(first, after: nil, styles: StyleTable())
    let memos = first.items.map(\.drawMemo)
    #expect(memos.allSatisfy { $0 != nil })
    let second = textAndButton()
    let again = drawn(second, after: first, styles: screen.styles)
    #expect(again == screen)
    for (item, memo) in zip(second.items, memos) { #expect(item.drawMemo === memo) }
    // Another text, style, focus or enabled state draws again, as a fresh drawing would.
    let changes = [
      textAndButton(text: "Tasks: one"), textAndButton(bold: true),
      textAndButton(focused: true), textAndButton(enabled: false),
    ]
    let fresh = [
      textAndButton(text: "Tasks: one"), textAndButton(bold: true),
      textAndButton(focused: true), textAndButton(enabled: false),
    ]
    for (changed, expected) in zip(changes, fresh) {
      let previous = textAndButton()
      _ = drawn(previous, after: nil, styles: screen.styles)
      let result = drawn(changed, after: previous, styles: screen.styles)
      #expect(result == drawn(expected, after: nil, styles: screen.styles))
      #expect(result != screen)
    }
  }
}
