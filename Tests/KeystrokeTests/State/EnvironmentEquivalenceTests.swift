import Testing

@testable import Keystroke

private struct FirstKey: EnvironmentKey { static let defaultValue = 0 }
private struct SecondKey: EnvironmentKey { static let defaultValue = 0 }
private struct ThirdKey: EnvironmentKey { static let defaultValue = 0 }
private struct FourthKey: EnvironmentKey { static let defaultValue = 0 }
private struct FifthKey: EnvironmentKey { static let defaultValue = 0 }
private struct SixthKey: EnvironmentKey { static let defaultValue = 0 }

/// `EnvironmentValues.isEquivalent(to:)`, which decides whether a kept subtree would come out
/// the same: whether the two tables' entries pair up in order or have to be looked up.
@Suite struct EnvironmentEquivalenceTests {
  /// Sets key number `index` (0 to 5) to `value`.
  private static func set(_ index: Int, to value: Int, in environment: inout EnvironmentValues) {
    switch index {
    case 0: environment[FirstKey.self] = value
    case 1: environment[SecondKey.self] = value
    case 2: environment[ThirdKey.self] = value
    case 3: environment[FourthKey.self] = value
    case 4: environment[FifthKey.self] = value
    default: environment[SixthKey.self] = value
    }
  }

  /// An environment with key number `index` set to `index * 10`, set in `order`.
  private static func environment(settingKeysInOrder order: [Int]) -> EnvironmentValues {
    var environment = EnvironmentValues()
    for index in order { set(index, to: index * 10, in: &environment) }
    return environment
  }

  @Test func aCopyWithAnEqualValueSetAgainIsEquivalent() {
    let original = Self.environment(settingKeysInOrder: Array(0..<6))
    var copy = original
    copy[ThirdKey.self] = 20
    #expect(copy.isEquivalent(to: original))
    #expect(original.isEquivalent(to: copy))
  }

  @Test func aCopyWithOneValueChangedIsNot() {
    let original = Self.environment(settingKeysInOrder: Array(0..<6))
    var copy = original
    copy[SixthKey.self] = 51
    #expect(!copy.isEquivalent(to: original))
    #expect(!original.isEquivalent(to: copy))
  }

  @Test(arguments: [[5, 4, 3, 2, 1, 0], [3, 0, 5, 1, 4, 2], [1, 0, 2, 3, 4, 5]])
  func theSameValuesSetInAnotherOrderAreEquivalent(order: [Int]) {
    let forward = Self.environment(settingKeysInOrder: Array(0..<6))
    let other = Self.environment(settingKeysInOrder: order)
    #expect(other.isEquivalent(to: forward))
    var changed = other
    changed[FirstKey.self] = 1
    #expect(!changed.isEquivalent(to: forward))
  }

  @Test func asManyValuesUnderOtherKeysAreNotEquivalent() {
    let some = Self.environment(settingKeysInOrder: [0, 1, 2])
    let others = Self.environment(settingKeysInOrder: [3, 4, 5])
    #expect(!some.isEquivalent(to: others))
  }
}
