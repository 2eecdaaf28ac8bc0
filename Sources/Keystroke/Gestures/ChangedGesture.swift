/// A gesture with an action for each change of its value, made by `onChanged(_:)`; a terminal
/// reports no gesture that changes, so the action does not run.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  let content: Content
  let action: (Content.Value) -> Void

  /// It reports what the gesture it wraps reports.
  public typealias Value = Content.Value

  /// A primitive gesture's body is never evaluated.
  public var body: Never { fatalError("_ChangedGesture is primitive") }
}

extension Gesture where Value: Equatable {
  /// Runs `action` as the gesture's value changes; never, in a terminal.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}
