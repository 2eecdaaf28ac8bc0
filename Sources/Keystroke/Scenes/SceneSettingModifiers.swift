import Foundation

extension Scene {
  /// Accepted and has no effect: a terminal window is the terminal's size.
  nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

  /// Accepted and has no effect: a terminal window is the terminal's size.
  nonisolated public func defaultSize(_ size: CGSize) -> some Scene { self }

  /// Accepted and has no effect: a terminal window is the terminal's size.
  nonisolated public func windowResizability(_ resizability: WindowResizability) -> some Scene {
    self
  }

  /// Accepted and has no effect: a terminal app receives no external events (URLs, Handoff);
  /// files named on the command line open in a document scene instead.
  nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
    self
  }
}

extension View {
  /// Accepted and has no effect: a terminal app receives no external events.
  public consuming func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>)
    -> some View
  {
    self
  }
}
