/// A scene that shows its content in windows; File › New Window opens another, and the
/// Window menu lists them. One window is on screen at a time in a terminal.
public struct WindowGroup<Content: View> {
  let id: String?
  let title: String?
  let makeContent: @MainActor () -> Content

  /// Creates a window group.
  nonisolated public init(@ViewBuilder makeContent: @escaping @MainActor () -> Content) {
    id = nil
    title = nil
    self.makeContent = makeContent
  }

  /// Creates a window group with a title.
  nonisolated public init(
    _ title: LocalizedStringKey, @ViewBuilder makeContent: @escaping @MainActor () -> Content
  ) {
    id = nil
    self.title = title.text
    self.makeContent = makeContent
  }

  /// Creates a window group with a title and an identity.
  nonisolated public init(
    _ title: LocalizedStringKey, id: String,
    @ViewBuilder makeContent: @escaping @MainActor () -> Content
  ) {
    self.id = id
    self.title = title.text
    self.makeContent = makeContent
  }

  /// Creates a window group with an identity.
  nonisolated public init(
    id: String, @ViewBuilder makeContent: @escaping @MainActor () -> Content
  ) {
    self.id = id
    title = nil
    self.makeContent = makeContent
  }

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension WindowGroup: Scene {}

extension WindowGroup: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    let makeContent = self.makeContent
    list.addWindow(
      id: id, prefix: "window-group", title: title ?? AppIdentity.displayName, role: .windowGroup
    ) { AnyView(makeContent()) }
  }
}

/// A scene with exactly one window.
public struct Window<Content: View> {
  let id: String
  let title: String
  let makeContent: @MainActor () -> Content

  /// Creates a single-window scene.
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

extension Window: Scene {}

extension Window: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    let makeContent = self.makeContent
    list.addWindow(id: id, prefix: "window", title: title, role: .window) {
      AnyView(makeContent())
    }
  }
}

/// The app's settings window, opened from App › Settings… (⌘,).
public struct Settings<Content: View> {
  let makeContent: @MainActor () -> Content

  /// Creates the settings scene.
  nonisolated public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    makeContent = content
  }

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Settings: Scene {}

extension Settings: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    let makeContent = self.makeContent
    list.addWindow(id: "settings", prefix: "settings", title: "Settings", role: .settings) {
      AnyView(makeContent())
    }
  }
}
