/// Where an assistive technology's focus is, as a value a view can read and set: SwiftUI's
/// `@AccessibilityFocusState`, linked to views with `.accessibilityFocused(_:)` or
/// `.accessibilityFocused(_:equals:)`.
///
/// A terminal has no accessibility focus of its own: a screen reader reading a terminal follows
/// its cursor and the text drawn, and Keystroke has no accessibility tree to move it through.
/// So the state keeps the value the app sets, as `@State` would, and updates the view that
/// reads it; nothing sets it from outside, and setting it moves neither the screen reader nor
/// the keyboard focus (SwiftUI keeps accessibility focus apart from keyboard focus, which
/// `@FocusState` follows).
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  /// A binding to an accessibility focus state, passed to `.accessibilityFocused(_:)`.
  @propertyWrapper
  public struct Binding {
    let read: () -> Value
    let write: (Value) -> Void

    /// The state's value.
    public var wrappedValue: Value {
      get { read() }
      nonmutating set { write(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }

  private let initialValue: Value
  private let location = StateLocation<Value>()

  /// A state for one view: `true` while an assistive technology is on it (here: while the app
  /// says so).
  public init() where Value == Bool { initialValue = false }

  /// A state for one view, for the given technologies; the terminal does not tell them apart.
  public init(for technologies: AccessibilityTechnologies) where Value == Bool {
    initialValue = false
  }

  /// A state for several views: the value of the one an assistive technology is on, or `nil`.
  public init<T: Hashable>() where Value == T? { initialValue = nil }

  /// A state for several views, for the given technologies; the terminal does not tell them
  /// apart.
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    initialValue = nil
  }

  /// The current value; setting it updates the views that read it.
  public var wrappedValue: Value {
    get { location.box?.value ?? initialValue }
    nonmutating set {
      if let box = location.box {
        box.value = newValue
      } else {
        location.box = StateBox(newValue, invalidation: InvalidationFlag())
      }
    }
  }

  /// A binding for `.accessibilityFocused(_:)` and `.accessibilityFocused(_:equals:)`.
  public var projectedValue: Binding {
    let state = self
    return Binding(read: { state.wrappedValue }, write: { state.wrappedValue = $0 })
  }
}

extension AccessibilityFocusState: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    location.box = node.stored(at: place) {
      StateBox(initialValue, invalidation: node.invalidation)
    }
  }
}
