/// A gesture with an action for when it ends, made by `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: Gesture {
  let content: Content
  let action: (Content.Value) -> Void

  /// It reports what the gesture it wraps reports.
  public typealias Value = Content.Value

  /// A primitive gesture's body is never evaluated.
  public var body: Never { fatalError("_EndedGesture is primitive") }
}

extension Gesture {
  /// Runs `action` when the gesture ends: for a ``TapGesture``, on each click.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

extension _EndedGesture: ClickableGesture {
  var clickAction: (@MainActor () -> Void)? {
    guard Content.self == TapGesture.self, let action = action as? (()) -> Void else {
      return nil
    }
    return { action(()) }
  }
}
