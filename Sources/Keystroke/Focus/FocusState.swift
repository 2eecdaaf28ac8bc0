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
    let box = FocusStateBox(initialValue, empty: initialValue, invalidation: InvalidationFlag())
    location.box = box
    return box
  }
}

extension FocusState: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    location.box = node.stored(at: place) {
      FocusStateBox(
        initialValue, empty: initialValue, invalidation: node.invalidation,
        requestLog: node.graph.focusRequestLog)
    }
  }
}

/// The storage of a focus state: its value and whether the app asked to move focus.
///
/// It notes whether anything has read its value (a body showing which field is focused, a
/// modifier deciding from it, an action): until something has, no view's output depends on
/// it, and focus moving (``reflect(_:)``) changes it without building anything again. Most
/// focus states are only handed to `.focused(_:)` and set by actions, so focus landing on a
/// field in a sheet that just opened takes one pass, not two.
final class FocusStateBox<Value: Hashable> {
  private var stored: Value
  private(set) var hasPendingRequest = false
  /// The value that says no view is focused (`nil`, or `false`).
  private let empty: Value
  /// Where the app's requests are noted for the host, if anywhere.
  private let requestLog: FocusRequestLog?
  /// Whether anything read ``value`` since the box was made. It is never cleared: a reader
  /// not built again since may still show what it read.
  private var wasRead = false
  private let invalidation: any ChangeSignal

  init(
    _ value: Value, empty: Value, invalidation: any ChangeSignal,
    requestLog: FocusRequestLog? = nil
  ) {
    stored = value
    self.empty = empty
    self.invalidation = invalidation
    self.requestLog = requestLog
  }

  /// The value, read by the app or by a view as it is built: from now on a change made by
  /// focus moving builds the state's view again.
  var value: Value {
    wasRead = true
    return stored
  }

  /// The value, read by the framework's own focus bookkeeping, which no view's output shows.
  var currentValue: Value { stored }

  /// The app sets the value: focus should follow at the next update.
  func request(_ newValue: Value) {
    stored = newValue
    hasPendingRequest = true
    requestLog?.note(
      FocusRequestLog.Request(
        link: FocusLink(state: ObjectIdentifier(self), value: AnyHashable(newValue)),
        clears: newValue == empty))
    invalidation.raise()
  }

  /// The host reports where focus is.
  ///
  /// - Returns: Whether the value changed and something had read it, so the views that may
  ///   show it are to be built again (their node is marked).
  @discardableResult
  func reflect(_ newValue: Value) -> Bool {
    guard stored != newValue else { return false }
    stored = newValue
    guard wasRead else { return false }
    invalidation.raise()
    return true
  }

  func clearRequest() { hasPendingRequest = false }
}

/// Where a `@FocusState` finds its box.
final class FocusStateLocation<Value: Hashable> {
  var box: FocusStateBox<Value>?
  init() {}
}
