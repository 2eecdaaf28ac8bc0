extension Text {
  /// Where a line of text too long for its space is cut, the cut shown as `…`.
  public enum TruncationMode: Sendable, Hashable {
    /// The start is cut: `…of the line`.
    case head
    /// The end is cut: `The start of…` (the default).
    case tail
    /// The middle is cut: `The st…e line`, which keeps a path's file name in view.
    case middle
  }
}
