/// A pointer or touch gesture a view can recognize, SwiftUI's `Gesture`.
///
/// A terminal reports mouse clicks, not drags, pinches or long presses, so the only gesture
/// that ever fires is a ``TapGesture`` (a left click, or Space/Return on the focused view);
/// the others compile and are accepted without effect.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// What the gesture reports when it changes or ends.
  associatedtype Value
  /// The gesture this one is made of; `Never` for a primitive gesture.
  associatedtype Body: Gesture
  /// The gesture this one is made of.
  var body: Body { get }
}

extension Never: Gesture {
  /// A gesture that never fires reports nothing.
  public typealias Value = Never
}

/// A gesture that may run an action on a click: a tap gesture's `onEnded`.
@MainActor
protocol ClickableGesture {
  /// What a click runs, if the gesture answers clicks.
  var clickAction: (@MainActor () -> Void)? { get }
}
