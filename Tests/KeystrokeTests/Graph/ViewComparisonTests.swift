import Testing

@testable import Keystroke

/// A row whose title is a long string made again each time.
private struct TitledRow: View {
  let title: String
  let count: Int
  var body: some View { Text(title) }
}

/// A view holding a closure and an object.
private struct ActionRow: View {
  let action: () -> Void
  let owner: AnyObject
  var body: some View { Text("row") }
}

/// A reference with a permissive `==`: objects still compare by identity.
private final class Permissive: Equatable {
  static func == (lhs: Permissive, rhs: Permissive) -> Bool { true }
}

private struct HoldsObject: View {
  let object: Permissive
  var body: some View { Text("object") }
}

/// How the graph compares two values of a view.
@MainActor
@Suite struct ViewComparisonTests {
  @Test func equalStringsMadeAgainCompareTheSame() {
    let word = "interpolated and long enough to live on the heap"
    let first = TitledRow(title: "\(word) \(1)", count: 1)
    let second = TitledRow(title: "\(word) \(1)", count: 1)
    #expect(ViewComparison.sameInputs(first, second))
    #expect(!ViewComparison.sameInputs(first, TitledRow(title: "\(word) \(2)", count: 1)))
    #expect(!ViewComparison.sameInputs(first, TitledRow(title: "\(word) \(1)", count: 2)))
  }

  @Test func typeErasedViewsCompareByWhatTheyWrap() {
    let word = "a row too large for an existential's inline buffer"
    let first = AnyView(TitledRow(title: "\(word) \(1)", count: 1))
    #expect(ViewComparison.sameInputs(first, AnyView(TitledRow(title: "\(word) \(1)", count: 1))))
    #expect(!ViewComparison.sameInputs(first, AnyView(TitledRow(title: "\(word) \(1)", count: 2))))
    #expect(!ViewComparison.sameInputs(first, AnyView(Text("\(word) \(1)"))))
  }

  @Test func stacksOfTextCompareFieldByField() {
    func stack(_ number: Int) -> some View {
      VStack {
        Text("a title long enough for the heap, number \(number)")
        Text("\(number) items")
      }
    }
    #expect(ViewComparison.sameInputs(stack(3), stack(3)))
    #expect(!ViewComparison.sameInputs(stack(3), stack(4)))
  }

  @Test func closuresAndObjectsCompareByIdentity() {
    let owner = Permissive()
    let action = {}
    #expect(
      ViewComparison.sameInputs(
        ActionRow(action: action, owner: owner), ActionRow(action: action, owner: owner)))
    #expect(
      !ViewComparison.sameInputs(
        ActionRow(action: {}, owner: owner), ActionRow(action: {}, owner: owner)))
    #expect(
      !ViewComparison.sameInputs(HoldsObject(object: owner), HoldsObject(object: Permissive())))
  }

  @Test func optionalContentThatAppearsOrGoesDiffers() {
    let shown: Text? = Text("shown")
    let hidden: Text? = nil
    #expect(!ViewComparison.sameInputs(shown, hidden))
    #expect(ViewComparison.sameInputs(hidden, hidden))
  }
}

/// The framework's layout modifiers, made again with the same or other values.
@MainActor
@Suite struct ElementWrapComparisonTests {
  @Test func aPaddingMadeAgainWithTheSameAmountIsTheSame() {
    func padded(_ edges: Edge.Set, _ amount: CGFloat) -> some View {
      Text("padded").padding(edges, amount)
    }
    #expect(ViewComparison.sameInputs(padded(.all, 2), padded(.all, 2)))
    #expect(!ViewComparison.sameInputs(padded(.all, 2), padded(.all, 3)))
    #expect(!ViewComparison.sameInputs(padded(.all, 2), padded(.horizontal, 2)))
  }

  @Test func aFrameMadeAgainComparesByItsSizesAndAlignment() {
    func framed(_ width: CGFloat, _ alignment: Alignment) -> some View {
      Text("framed").frame(maxWidth: width, alignment: alignment)
    }
    #expect(ViewComparison.sameInputs(framed(20, .leading), framed(20, .leading)))
    #expect(!ViewComparison.sameInputs(framed(20, .leading), framed(21, .leading)))
    #expect(!ViewComparison.sameInputs(framed(20, .leading), framed(20, .trailing)))
  }

  @Test func tupleFieldsCompareElementByElement() {
    let word = "a label long enough to live on the heap"
    let first = Pair(labels: ("\(word) \(1)", 1), counter: 0)
    #expect(ViewComparison.sameInputs(first, Pair(labels: ("\(word) \(1)", 1), counter: 5)))
    #expect(!ViewComparison.sameInputs(first, Pair(labels: ("\(word) \(2)", 1), counter: 0)))
    #expect(!ViewComparison.sameInputs(first, Pair(labels: ("\(word) \(1)", 2), counter: 0)))
  }

  @Test func contentInFrameworkGenericsComparesByItsFields() {
    func rows(_ last: Int) -> some View {
      VStack {
        ForEach([1, 2, last], id: \.self) { Text("row \($0)") }
      }
      .frame(width: 20)
    }
    #expect(ViewComparison.sameInputs(rows(3), rows(3)))
    #expect(!ViewComparison.sameInputs(rows(3), rows(4)))
  }
}

/// A view with a tuple of labels and graph-kept state, which a comparison skips.
private struct Pair: View {
  let labels: (String, Int)
  @State var counter: Int
  var body: some View { Text(labels.0) }
}
