import Testing

@testable import Keystroke

/// A modifier's environment, made again with the same values, keeps the storage it had, so
/// the views below recognise it without comparing it key by key.
@MainActor
@Suite struct StableEnvironmentTests {
  private func environment(font: Font?, object: AnyObject) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.font = font
    environment.isEnabled = true
    environment.setObject(object)
    return environment
  }

  @Test func anEquivalentEnvironmentIsTheOneGivenBefore() {
    let graph = ViewGraph()
    let node = ViewNode(graph: graph)
    let object = ObservableBox()
    let first = node.stableEnvironment(environment(font: .body, object: object))
    let again = node.stableEnvironment(environment(font: .body, object: object))
    #expect(ValueEquivalence.sameBytes(first, again))
  }

  @Test func aChangedValueOrObjectIsPassedOn() {
    let graph = ViewGraph()
    let node = ViewNode(graph: graph)
    let object = ObservableBox()
    let first = node.stableEnvironment(environment(font: .body, object: object))
    let otherFont = node.stableEnvironment(environment(font: .title, object: object))
    #expect(!ValueEquivalence.sameBytes(first, otherFont))
    #expect(otherFont.font == .title)
    let otherObject = node.stableEnvironment(environment(font: .title, object: ObservableBox()))
    #expect(!ValueEquivalence.sameBytes(otherFont, otherObject))
  }

  @Test func aListsEditModeIsHandedDownInTheSameEnvironmentWhileItsOwnIsTheSame() {
    let graph = ViewGraph()
    let node = ViewNode(graph: graph)
    let object = ObservableBox()
    let given = environment(font: .body, object: object)
    var first = given
    EditModeBox.provide(in: &first, node: node)
    #expect(first.editMode?.wrappedValue == .inactive)
    var again = given
    EditModeBox.provide(in: &again, node: node)
    #expect(ValueEquivalence.sameBytes(first, again))
    var changed = environment(font: .title, object: object)
    EditModeBox.provide(in: &changed, node: node)
    #expect(!ValueEquivalence.sameBytes(first, changed))
    #expect(changed.font == .title)
    #expect(changed.editMode?.wrappedValue == .inactive)
    withExtendedLifetime(graph) {}
  }
}

/// An object to hand down the environment.
private final class ObservableBox {}
