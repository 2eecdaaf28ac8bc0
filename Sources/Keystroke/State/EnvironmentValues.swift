/// The values a view inherits from its ancestors, such as the color scheme of the terminal,
/// whether controls are enabled, or app-defined keys.
///
/// Extend it with a computed property per ``EnvironmentKey`` and set values for a subtree with
/// `.environment(\.name, value)`.
public struct EnvironmentValues: CustomStringConvertible {
  /// Values by key type, each in a box of the key's value type: reading one is a dictionary
  /// lookup and a pointer cast rather than a dynamic cast out of `Any`, which matters since
  /// every text reads several keys on every update.
  private var values: [ObjectIdentifier: AnyEnvironmentBox] = [:]
  private var objects: [ObjectIdentifier: AnyObject] = [:]
  /// `@Observable` objects set with `.environment(_:)`, apart from `ObservableObject`s set
  /// with `.environmentObject(_:)`, as SwiftUI keeps them apart.
  private var observables: [ObjectIdentifier: AnyObject] = [:]

  /// Creates an environment where every key has its default value.
  public init() {}

  /// The value for a key type, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      guard let box = values[ObjectIdentifier(key)] else { return Key.defaultValue }
      // Only this subscript stores under a key's identifier, always in a box of its value type.
      return unsafeDowncast(box, to: EnvironmentBox<Key.Value>.self).value
    }
    set { values[ObjectIdentifier(key)] = EnvironmentBox(newValue) }
  }

  /// Removes the value set for a key type, so the subtree reads its default.
  mutating func removeValue<Key: EnvironmentKey>(for key: Key.Type) {
    values[ObjectIdentifier(key)] = nil
  }

  /// The environment object of a type, if an ancestor provided one.
  func object<Object: AnyObject>(of type: Object.Type) -> Object? {
    objects[ObjectIdentifier(type)] as? Object
  }

  /// Provides an environment object to the subtree.
  mutating func setObject<Object: AnyObject>(_ object: Object) {
    objects[ObjectIdentifier(Object.self)] = object
  }

  /// The `@Observable` object of a type, if an ancestor provided one with `.environment(_:)`.
  func observable<Object: AnyObject & Observable>(of type: Object.Type) -> Object? {
    observables[ObjectIdentifier(type)] as? Object
  }

  /// Provides an `@Observable` object to the subtree, or removes the one of its type.
  mutating func setObservable<Object: AnyObject & Observable>(_ object: Object?) {
    observables[ObjectIdentifier(Object.self)] = object
  }

  /// Whether this environment holds the same values and objects as `other`, so a primitive
  /// view built with one would come out the same with the other. Values compare by box, by
  /// bytes or, when `Equatable`, with `==`; objects by identity. An environment passed along
  /// unchanged is recognised at once by its storage.
  func isEquivalent(to other: EnvironmentValues) -> Bool {
    if ValueEquivalence.sameBytes(self, other) { return true }
    guard values.count == other.values.count, objects.count == other.objects.count,
      observables.count == other.observables.count
    else { return false }
    guard holdsSameValues(as: other) else { return false }
    for (key, object) in objects where other.objects[key] !== object { return false }
    for (key, object) in observables where other.observables[key] !== object { return false }
    return true
  }

  /// Whether `other`, which holds as many values, holds the same value under each key.
  ///
  /// Environments copied from one another and changed only by setting keys they both hold
  /// keep their tables' layout, so their entries come in the same order and pair up without
  /// a lookup; from the first pair whose keys differ, the values are looked up by key.
  private func holdsSameValues(as other: EnvironmentValues) -> Bool {
    // Most boxes are shared with the environment this one was copied from: identity settles
    // them without a call.
    func same(_ box: AnyEnvironmentBox, _ otherBox: AnyEnvironmentBox) -> Bool {
      box === otherBox || box.holdsSameValue(as: otherBox)
    }
    var paired = 0
    for ((key, box), (otherKey, otherBox)) in zip(values, other.values) {
      guard key == otherKey else { break }
      guard same(box, otherBox) else { return false }
      paired += 1
    }
    guard paired < values.count else { return true }
    for (key, box) in values {
      guard let otherBox = other.values[key], same(box, otherBox) else { return false }
    }
    return true
  }

  /// Lists how many values and objects are set, for debugging.
  public var description: String {
    "EnvironmentValues(\(values.count) values, \(objects.count + observables.count) objects)"
  }
}
