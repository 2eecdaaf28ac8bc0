/// A view's state that a gesture updates while it is under way and resets when it ends,
/// SwiftUI's `@GestureState`.
///
/// A terminal reports clicks, which begin and end at once, and no drags, so no gesture is ever
/// under way: `.updating(_:body:)` never runs its body and the value is always the initial one,
/// as it is in SwiftUI between gestures.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initialValue: Value

  /// A gesture state starting at `wrappedValue`.
  public init(wrappedValue: Value) { initialValue = wrappedValue }

  /// A gesture state starting at `initialValue`.
  public init(initialValue: Value) { self.initialValue = initialValue }

  /// A gesture state starting at `wrappedValue`, reset in `resetTransaction`.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    initialValue = wrappedValue
  }

  /// A gesture state starting at `wrappedValue`, reset by `reset`.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
  }

  /// The value: always the initial one in a terminal.
  public var wrappedValue: Value { initialValue }

  /// The state itself, to pass to ``Gesture/updating(_:body:)``.
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at `nil`.
  public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

/// A gesture that updates a ``GestureState`` as it changes, made by `updating(_:body:)`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  let base: Base
  let state: GestureState<State>
  let update: (Base.Value, inout State, inout Transaction) -> Void

  /// It reports what the gesture it wraps reports.
  public typealias Value = Base.Value

  /// A primitive gesture's body is never evaluated.
  public var body: Never { fatalError("GestureStateGesture is primitive") }
}

extension Gesture {
  /// Updates `state` while the gesture changes; in a terminal no gesture changes, so `body`
  /// never runs (see ``GestureState``).
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, update: body)
  }
}
