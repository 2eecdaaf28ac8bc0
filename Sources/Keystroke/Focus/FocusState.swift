/// Which view has keyboard focus, as a value a view can read and set.
///
/// Link it to focusable views with `.focused($state)` (a `Bool`) or
/// `.focused($state, equals: value)` (an optional `Hashable`). Setting it moves focus; moving
/// focus with Tab or a click updates it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A binding to a focus state, passed to `.focused(_:)`.
  @propertyWrapper
  public struct Binding {
    let box: FocusStateBox<Value>

    /// The focus state's value.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.request(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }

  private let initialValue: Value
  private let location = FocusStateLocation<Value>()

  /// A focus state for one view: `true` while it is focused.
  public init() where Value == Bool { initialValue = false }

  /// A focus state for several views: the value of the focused one, or `nil`.
  public init<T: Hashable>() where Value == T? { initialValue = nil }

  /// The current value.
  public var wrappedValue: Value {
    get { location.box?.value ?? initialValue }
    nonmutating set { box.request(newValue) }
  }

  /// A binding for `.focused(_:)`.
  public var projectedValue: Binding { Binding(box: box) }

  private var box: FocusStateBox<Value> {
    if let box = location.box { return box }
    let box = FocusStateBox(initialValue, invalidation: InvalidationFlag())
    location.box = box
    return box
  }
}

extension FocusState: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    location.box = node.stored(at: place) {
      FocusStateBox(initialValue, invalidation: node.invalidation)
    }
  }
}

/// The storage of a focus state: its value and whether the app asked to move focus.
final class FocusStateBox<Value: Hashable> {
  private(set) var value: Value
  private(set) var hasPendingRequest = false
  private let invalidation: any ChangeSignal

  init(_ value: Value, invalidation: any ChangeSignal) {
    self.value = value
    self.invalidation = invalidation
  }

  /// The app sets the value: focus should follow at the next update.
  func request(_ newValue: Value) {
    value = newValue
    hasPendingRequest = true
    invalidation.raise()
  }

  /// The host reports where focus is.
  func reflect(_ newValue: Value) {
    guard value != newValue else { return }
    value = newValue
    invalidation.raise()
  }

  func clearRequest() { hasPendingRequest = false }
}

/// Where a `@FocusState` finds its box.
final class FocusStateLocation<Value: Hashable> {
  var box: FocusStateBox<Value>?
  init() {}
}
