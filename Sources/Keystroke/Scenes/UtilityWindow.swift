/// A single window of auxiliary controls (an inspector, a palette) that macOS floats above
/// the app's windows. A terminal shows one window at a time, so it behaves as a `Window`:
/// `openWindow(id:)` brings it on screen and the Window menu lists it.
public struct UtilityWindow<Content: View> {
  /// The single window it stands for.
  let window: Window<Content>

  /// Creates a utility window with a title and an identity.
  nonisolated public init(
    _ title: LocalizedStringKey, id: String,
    @ViewBuilder content: @escaping () -> Content
  ) {
    window = Window(title, id: id, content: content)
  }

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension UtilityWindow: Scene {}

extension UtilityWindow: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    window.resolve(into: &list, prefix: "utility-window")
  }
}
