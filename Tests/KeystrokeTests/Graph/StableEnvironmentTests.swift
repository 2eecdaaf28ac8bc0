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
}

/// An object to hand down the environment.
private final class ObservableBox {}
