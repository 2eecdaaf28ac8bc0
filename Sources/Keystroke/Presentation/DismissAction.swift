/// Dismisses the sheet, cover or dialog the view is in; read it with
/// `@Environment(\.dismiss)` and call it: `dismiss()`. In a window of an app and outside a
/// presentation it closes the window, as File › Close does; in a view hosted alone it does
/// nothing.
public struct DismissAction: Sendable {
  /// What dismissing does; `nil` outside a presentation.
  let action: (@MainActor @Sendable () -> Void)?

  /// Dismisses the presentation, or closes the window.
  @MainActor
  public func callAsFunction() { action?() }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(action: nil) }
}

private struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Dismisses the current presentation, or closes the window outside one.
  public internal(set) var dismiss: DismissAction {
    get {
      let presentation = self[DismissKey.self]
      guard presentation.action == nil, let scene = windowScene else { return presentation }
      return DismissAction { DismissWindowAction(context: scene)() }
    }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is inside a presented sheet, cover or dialog.
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
