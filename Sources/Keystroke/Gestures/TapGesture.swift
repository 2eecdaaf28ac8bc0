/// A click (a tap on a touch screen); with `onEnded`, the action runs on a left click on the
/// view, or Space or Return while it has focus. A terminal reports single clicks, so `count`
/// is accepted and every click counts.
public struct TapGesture: Gesture {
  /// The clicks SwiftUI would wait for; every click counts here.
  public var count: Int

  /// Creates a tap gesture.
  nonisolated public init(count: Int = 1) { self.count = count }

  /// A tap reports nothing.
  public typealias Value = Void

  /// A primitive gesture's body is never evaluated.
  public var body: Never { fatalError("TapGesture is primitive") }
}
