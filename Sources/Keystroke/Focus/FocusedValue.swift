/// Reads a focused value: the one published closest to focus in the active scene, or `nil`.
///
/// ```swift
/// @FocusedValue(\.selectedDocument) private var document
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  private let keyPath: KeyPath<FocusedValues, Value?>
  private let location = FocusedValuesLocation<Value?>()

  /// Reads the value at a key path of ``FocusedValues``.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

  /// The value, or `nil` when nothing visible published one.
  public var wrappedValue: Value? { location.value ?? nil }
}

extension FocusedValue: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    location.value = environment.focusedValues[keyPath: keyPath]
    if !environment.focusedValuesAreCurrent { node.graph.noteWindowReadsFocusedValues() }
  }

  func readsSame(from old: EnvironmentValues, as new: EnvironmentValues) -> Bool {
    ValueEquivalence.same(
      old.focusedValues[keyPath: keyPath], new.focusedValues[keyPath: keyPath])
  }
}

/// Reads and writes a focused value published as a `Binding`.
///
/// ```swift
/// @FocusedBinding(\.document) var document   // Binding<Document> published
/// document?.text = "…"                        // writes through the binding
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
  private let location = FocusedValuesLocation<Binding<Value>?>()

  /// Reads the binding at a key path of ``FocusedValues``.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

  /// The bound value, or `nil` when nothing visible published a binding; setting writes
  /// through the binding (setting `nil` does nothing).
  public var wrappedValue: Value? {
    get { (location.value ?? nil)?.wrappedValue }
    nonmutating set {
      guard let newValue, let binding = location.value ?? nil else { return }
      binding.wrappedValue = newValue
    }
  }

  /// A binding to the optional value.
  public var projectedValue: Binding<Value?> {
    let wrapper = self
    return Binding(get: { wrapper.wrappedValue }, set: { wrapper.wrappedValue = $0 })
  }
}

extension FocusedBinding: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    location.value = environment.focusedValues[keyPath: keyPath]
    if !environment.focusedValuesAreCurrent { node.graph.noteWindowReadsFocusedValues() }
  }

  func readsSame(from old: EnvironmentValues, as new: EnvironmentValues) -> Bool {
    ValueEquivalence.same(
      old.focusedValues[keyPath: keyPath], new.focusedValues[keyPath: keyPath])
  }
}

/// Where a focused-value reader finds the value it was linked with.
///
/// Only the one value is kept, not all focused values, so a view value captured past its
/// update does not keep that update's published values (and what they capture) alive.
final class FocusedValuesLocation<Value> {
  var value: Value?
  init() {}
}

private struct FocusedValuesKey: EnvironmentKey {
  static var defaultValue: FocusedValues { FocusedValues() }
}

private struct FocusedValuesAreCurrentKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// The focused values visible to readers in this subtree (set by the host each update).
  var focusedValues: FocusedValues {
    get { self[FocusedValuesKey.self] }
    set { self[FocusedValuesKey.self] = newValue }
  }

  /// Whether ``focusedValues`` are the ones this very update resolved (true for commands,
  /// built after the window's content), not the ones the host passed in from the update
  /// before, which a reader in the window sees until focus settles.
  var focusedValuesAreCurrent: Bool {
    get { self[FocusedValuesAreCurrentKey.self] }
    set { self[FocusedValuesAreCurrentKey.self] = newValue }
  }
}
