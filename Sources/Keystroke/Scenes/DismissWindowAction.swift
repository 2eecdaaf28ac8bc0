/// Closes windows; read it with `@Environment(\.dismissWindow)`. An edited document asks
/// whether to save first, as File › Close does.
public struct DismissWindowAction {
  let context: WindowSceneContext?

  /// Closes the window the view is in.
  @MainActor
  public func callAsFunction() {
    guard let manager = context?.manager else { return }
    if let window = context?.window, window.id != manager.activeWindow?.id {
      manager.activate(window.id)
    }
    manager.dismissWindow(id: nil, value: nil)
  }

  /// Closes the windows of the scene with identity `id`.
  @MainActor
  public func callAsFunction(id: String) {
    context?.manager?.dismissWindow(id: id, value: nil)
  }

  /// Closes the windows presenting `value`.
  @MainActor
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
    context?.manager?.dismissWindow(id: nil, value: AnyHashable(value))
  }

  /// Closes the windows of the scene `id` presenting `value`.
  @MainActor
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
    context?.manager?.dismissWindow(id: id, value: AnyHashable(value))
  }
}
