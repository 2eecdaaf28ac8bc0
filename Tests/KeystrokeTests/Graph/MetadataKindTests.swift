import Testing

@testable import Keystroke

/// What the reflection plans skip looking up: closures, existentials and metatypes conform to
/// nothing; structs, enums, optionals, tuples and classes may.
@Suite struct MetadataKindTests {
  private final class Reference {}
  private enum Choice { case one, two }

  @Test func onlyTypesThatCanConformAreLookedUp() {
    let never: [Any.Type] = [
      (() -> Void).self, ((Int) -> String).self, (any View).self, (any Sendable).self,
      Int.Type.self, (any View.Type).self,
    ]
    let maybe: [Any.Type] = [
      Int.self, String?.self, (Int, Int).self, Reference.self, Choice.self, Text.self,
    ]
    for type in never { #expect(!MetadataKind.mayConform(type), "\(type)") }
    for type in maybe { #expect(MetadataKind.mayConform(type), "\(type)") }
  }

  @Test func plansStillFindEquatableAndManagedFieldsBesideClosures() {
    struct Labelled {
      var title: String
      var action: () -> Void
      var count: Int?
    }
    let action = {}
    let same = Labelled(title: "a" + "b", action: action, count: 1)
    #expect(ViewComparison.sameInputs(same, Labelled(title: "ab", action: action, count: 1)))
    #expect(!ViewComparison.sameInputs(same, Labelled(title: "ab", action: action, count: 2)))
    #expect(!ViewComparison.sameInputs(same, Labelled(title: "ab", action: {}, count: 1)))
  }
}
