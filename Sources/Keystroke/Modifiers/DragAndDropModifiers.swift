import Foundation

extension View {
  /// Accepted and has no effect: a terminal has no drag and drop. SwiftUI asks for a
  /// `Transferable` payload; Keystroke has no `Transferable`, so any payload is taken, and it
  /// is never made.
  public consuming func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View {
    self
  }

  /// Accepted and has no effect, like ``View/draggable(_:)``; the preview is never built.
  public consuming func draggable<T, Preview: View>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> Preview
  ) -> some View { self }

  /// Accepted and has no effect: terminals deliver no drops, so `action` is never called and
  /// `isTargeted` never reports a drop hovering. Take files on the command line or through a
  /// text field instead.
  public consuming func dropDestination<T>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View { self }
}
