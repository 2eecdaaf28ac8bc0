/// Opens a window of one of the app's scenes; read it with `@Environment(\.openWindow)`.
///
/// A terminal shows one window at a time, so the opened window comes on screen and the Window
/// menu (and ⌘`) lead back to the others.
public struct OpenWindowAction {
  let context: WindowSceneContext?

  /// Opens the window of the scene with identity `id` (a `Window`'s is shown again if open).
  @MainActor
  public func callAsFunction(id: String) {
    context?.manager?.openWindow(id: id, value: nil)
  }

  /// Opens a window presenting `value`, in the first `WindowGroup(for:)` of `value`'s type; a
  /// window already presenting an equal value is shown instead.
  @MainActor
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
    context?.manager?.openWindow(id: nil, value: AnyHashable(value))
  }

  /// Opens a window of the scene `id` presenting `value`.
  @MainActor
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
    context?.manager?.openWindow(id: id, value: AnyHashable(value))
  }
}
