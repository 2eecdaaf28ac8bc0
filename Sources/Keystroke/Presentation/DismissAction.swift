/// Dismisses the sheet, cover or dialog the view is in; read it with
/// `@Environment(\.dismiss)` and call it: `dismiss()`. Outside a presentation it does nothing.
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  /// Dismisses the presentation.
  @MainActor
  public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(action: {}) }
}

private struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Dismisses the current presentation.
  public internal(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is inside a presented sheet, cover or dialog.
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
