/// A single window of auxiliary controls (an inspector, a palette) that macOS floats above
/// the app's windows. A terminal shows one window at a time, so it behaves as a `Window`:
/// `openWindow(id:)` brings it on screen and the Window menu lists it.
public struct UtilityWindow<Content: View> {
  let id: String
  let title: String
  let makeContent: @MainActor () -> Content

  /// Creates a utility window with a title and an identity.
  nonisolated public init(
    _ title: LocalizedStringKey, id: String,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.id = id
    self.title = title.text
    makeContent = content
  }

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension UtilityWindow: Scene {}

extension UtilityWindow: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    let makeContent = self.makeContent
    list.addWindow(id: id, prefix: "utility-window", title: title, role: .window) {
      AnyView(makeContent())
    }
  }
}
