@_spi(Reflection) import Swift
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

  @Test func builtinStorageIsNotLookedUp() {
    // The types of the stored fields of `Int`, `Bool` and `Double`: builtins.
    var builtins: [Any.Type] = []
    for type in [Int.self, Bool.self, Double.self] as [Any.Type] {
      _ = _forEachField(of: type, options: []) { _, _, fieldType, _ in
        builtins.append(fieldType)
        return true
      }
    }
    #expect(builtins.count == 3)
    for type in builtins { #expect(!MetadataKind.mayConform(type), "\(type)") }
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
