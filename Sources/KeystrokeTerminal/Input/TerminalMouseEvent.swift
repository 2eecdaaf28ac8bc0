import KeystrokeCore

/// A mouse report: what happened, where (0-based cell coordinates) and with which modifiers.
public struct TerminalMouseEvent: Hashable, Sendable {
  /// A mouse button.
  public enum Button: Hashable, Sendable {
    /// The primary button.
    case left
    /// The middle button (wheel click).
    case middle
    /// The secondary button.
    case right
    /// An extra button, numbered as X11 does (8 to 11).
    case extra(Int)
  }

  /// The direction of a wheel step.
  public enum ScrollDirection: Hashable, Sendable {
    /// The wheel turned away from the user.
    case up
    /// The wheel turned towards the user.
    case down
    /// The wheel tilted left.
    case left
    /// The wheel tilted right.
    case right
  }

  /// What the mouse did.
  public enum Action: Hashable, Sendable {
    /// A button went down.
    case press(Button)
    /// A button came up.
    case release(Button)
    /// The mouse moved with a button held.
    case drag(Button)
    /// The mouse moved with no button held (any-event tracking).
    case move
    /// One wheel step.
    case scroll(ScrollDirection)
  }

  /// What the mouse did.
  public var action: Action
  /// The cell column, 0 at the left edge.
  public var column: Int
  /// The cell row, 0 at the top edge.
  public var row: Int
  /// Shift, Option (Alt/Meta) and Control held during the report.
  public var modifiers: KeyModifiers

  /// Creates a mouse event.
  public init(_ action: Action, column: Int, row: Int, modifiers: KeyModifiers = []) {
    self.action = action
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}
