import Testing

@testable import Keystroke

/// A tuple view finds its views in its tuple by offset, skips what is not a view, and reads
/// each one out intact.
@MainActor
@Suite struct TupleElementsTests {
  @Test func theViewsOfATupleAreFoundInOrderAndOtherValuesSkipped() {
    let slots = TupleElements.of((Text, Int, Divider, String, Text).self)
    #expect(slots?.count == 3)
    #expect(
      slots.map { $0.map { ObjectIdentifier($0.type) } } == [
        ObjectIdentifier(Text.self), ObjectIdentifier(Divider.self), ObjectIdentifier(Text.self),
      ])
    #expect(slots.map { $0.map(\.offset) == $0.map(\.offset).sorted() } == true)
    #expect(TupleElements.of(Text.self) == nil)
  }

  @Test func aTupleViewReadsItsViewsOutOfItsTuple() {
    let tuple = TupleView((Text(verbatim: "first"), 7, Text(verbatim: "second")))
    let texts = tuple.views.compactMap { ($0 as? Text)?.plainText }
    #expect(texts == ["first", "second"])
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("one")
        Divider()
        Text("two")
      }, width: 6, height: 3)
    host.update()
    #expect(host.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["one", "──────", "two"])
  }
}
