import KeystrokeTerminal
import Testing

@testable import Keystroke

/// A label that counts how often it is measured and says it measures as it draws.
@MainActor
private final class MeasuredLabel: Element {
  let label: String
  private(set) var measures = 0

  init(_ label: String, priority: Double = 0) {
    self.label = label
    super.init()
    layoutPriority = priority
  }

  override var measuresAsItDraws: Bool { true }
  override var drawReadsOnlyOwnValues: Bool { true }

  override func drawsLike(_ other: Element) -> Bool {
    (other as? MeasuredLabel)?.label == label
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    measures += 1
    let width = GraphemeWidth.columns(of: label)
    return CellSize(width: min(width, proposal.width ?? width), height: 1)
  }
}

/// A stack built again hands each new item the sizes of the item it replaces when the new one
/// draws like it, so a body that runs again does not measure texts and buttons that show the
/// same; anything that could change a size is measured afresh.
@MainActor
@Suite struct MeasurementTakeoverTests {
  private let area = CellRect(x: 0, y: 0, width: 30, height: 2)

  private func laidOut(_ labels: [Element], after previous: StackElement?) -> StackElement {
    let stack = StackElement(axis: .horizontal, spacing: 1, items: labels)
    stack.inherit(from: previous)
    _ = stack.sizeThatFits(SizeProposal(area.size))
    stack.place(in: area)
    return stack
  }

  @Test func newItemsLikeTheOldAreNotMeasuredAgain() {
    let first = laidOut([MeasuredLabel("Rename…"), MeasuredLabel("Archive")], after: nil)
    let frames = first.items.map(\.frame)
    let labels = [MeasuredLabel("Rename…"), MeasuredLabel("Archive")]
    let second = laidOut(labels, after: first)
    #expect(labels.map(\.measures) == [0, 0])
    #expect(second.items.map(\.frame) == frames)
  }

  @Test func anItemThatChangedOrTakesAnotherPriorityIsMeasuredAgain() {
    let first = laidOut([MeasuredLabel("Rename…"), MeasuredLabel("Archive")], after: nil)
    let renamed = MeasuredLabel("Unarchive")
    let reprioritized = MeasuredLabel("Rename…", priority: 1)
    let second = laidOut([reprioritized, renamed], after: first)
    #expect(renamed.measures > 0)
    #expect(reprioritized.measures > 0)
    #expect(second.items[1].frame.width == GraphemeWidth.columns(of: "Unarchive"))
  }

  @Test func anItemThatDoesNotSayItMeasuresAsItDrawsIsMeasuredAgain() {
    // A button whose label does not say so (a plain element) takes nothing.
    let button = { (label: Element) in
      ButtonElement(label: label, style: .bordered, isFocused: false, isEnabled: true, tint: .blue)
    }
    let first = laidOut([button(MeasuredLabel("OK")), button(Element())], after: nil)
    let label = MeasuredLabel("OK")
    let plain = Element()
    let second = button(plain)
    #expect(!second.takeMeasurements(from: first.items[1]))
    let asked = SizeProposal(area.size)
    let answer = first.items[0].sizeThatFits(asked)
    let kept = button(label)
    #expect(kept.takeMeasurements(from: first.items[0]))
    #expect(kept.sizeThatFits(asked) == answer)
    #expect(label.measures == 0)
  }

  @Test func textsAndButtonsOfABodyBuiltAgainAreNotMeasuredAgain() {
    func row() -> [Element] {
      [
        TextElement(runs: [("Tasks in Home: none", .plain)], lineLimit: nil, alignment: .leading),
        ButtonElement(
          label: TextElement(runs: [("Delete…", .plain)], lineLimit: nil, alignment: .leading),
          style: .bordered, isFocused: false, isEnabled: true, tint: .red),
      ]
    }
    let first = laidOut(row(), after: nil)
    let second = laidOut(row(), after: first)
    #expect(second.items.map(\.frame) == first.items.map(\.frame))
    for (new, old) in zip(second.items, first.items) {
      #expect(new.sizeThatFits(.unspecified) == old.sizeThatFits(.unspecified))
    }
  }
}
