import Foundation

/// A drag; accepted without effect, as terminals report clicks to Keystroke, not the
/// pointer's movement. (The `coordinateSpace:` form is not available.)
public struct DragGesture: Gesture {
  /// Where a drag is and how it has moved.
  public struct Value: Equatable, Sendable {
    /// When this event happened.
    public var time: Date
    /// Where the pointer is.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How fast the pointer moves.
    public var velocity: CGSize
    /// Where the drag would end if it stopped now.
    public var predictedEndLocation: CGPoint

    /// How far the pointer has moved since the start.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// How far the drag would have moved if it stopped now.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// How far the pointer must move before the drag starts.
  public var minimumDistance: CGFloat

  /// Creates a drag gesture.
  nonisolated public init(minimumDistance: CGFloat = 10) {
    self.minimumDistance = minimumDistance
  }

  /// A primitive gesture's body is never evaluated.
  public var body: Never { fatalError("DragGesture is primitive") }
}
