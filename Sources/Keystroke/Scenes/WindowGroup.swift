/// A scene that shows its content in windows; File › New Window opens another, and the
/// Window menu lists them. One window is on screen at a time in a terminal.
public struct WindowGroup<Content: View> {
  let id: String?
  let title: String?
  let makeView: @MainActor () -> AnyView
  let valueType: ObjectIdentifier?

  /// Creates a window group.
  nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {
    let content = MainActorContent(makeContent)
    self.init(id: nil, title: nil, valueType: nil) { AnyView(content.function()) }
  }

  /// Creates a window group with a title.
  nonisolated public init(
    _ title: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    let content = MainActorContent(makeContent)
    self.init(id: nil, title: title.text, valueType: nil) { AnyView(content.function()) }
  }

  /// Creates a window group with a title and an identity.
  nonisolated public init(
    _ title: LocalizedStringKey, id: String,
    @ViewBuilder makeContent: @escaping () -> Content
  ) {
    let content = MainActorContent(makeContent)
    self.init(id: id, title: title.text, valueType: nil) { AnyView(content.function()) }
  }

  /// Creates a window group with an identity.
  nonisolated public init(
    id: String, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    let content = MainActorContent(makeContent)
    self.init(id: id, title: nil, valueType: nil) { AnyView(content.function()) }
  }

  nonisolated init(
    id: String?, title: String?, valueType: ObjectIdentifier?,
    makeView: @escaping @MainActor () -> AnyView
  ) {
    self.id = id
    self.title = title
    self.valueType = valueType
    self.makeView = makeView
  }

  /// Creates a window group whose windows each present a value, opened with
  /// `openWindow(value:)`; the content gets a binding to its window's value.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    let content = MainActorContent(content)
    self.init(id: nil, title: nil, valueType: ObjectIdentifier(type)) {
      AnyView(ValueWindowContent(makeContent: content.function))
    }
  }

  /// Creates a titled window group whose windows each present a value.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    _ title: LocalizedStringKey, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    let content = MainActorContent(content)
    self.init(id: nil, title: title.text, valueType: ObjectIdentifier(type)) {
      AnyView(ValueWindowContent(makeContent: content.function))
    }
  }

  /// Creates a titled window group with an identity whose windows each present a value.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    _ title: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    let content = MainActorContent(content)
    self.init(id: id, title: title.text, valueType: ObjectIdentifier(type)) {
      AnyView(ValueWindowContent(makeContent: content.function))
    }
  }

  /// Creates a window group with an identity whose windows each present a value.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    let content = MainActorContent(content)
    self.init(id: id, title: nil, valueType: ObjectIdentifier(type)) {
      AnyView(ValueWindowContent(makeContent: content.function))
    }
  }

  /// Creates a window group whose windows each present a value, starting from `defaultValue`
  /// when opened without one (File › New Window).
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    let content = MainActorContent(content)
    let defaultValue = MainActorContent(defaultValue)
    self.init(id: nil, title: nil, valueType: ObjectIdentifier(type)) {
      AnyView(
        ValueWindowContent<D, C> { binding in
          content.function(
            Binding(
              get: { binding.wrappedValue ?? defaultValue.function() },
              set: { binding.wrappedValue = $0 }))
        })
    }
  }

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension WindowGroup: Scene {}

extension WindowGroup: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    list.addWindow(
      id: id, prefix: "window-group", title: title ?? AppIdentity.displayName, role: .windowGroup,
      valueType: valueType, makeContent: makeView)
  }
}

/// The content type of a `WindowGroup(for:)`: a window's content built from the value it
/// presents.
public struct PresentedWindowContent<Value, Content: View>: View {
  /// Never built: the window group builds its content from the value.
  public var body: Never { primitiveBody(Self.self) }
}

/// A scene with exactly one window.
public struct Window<Content: View> {
  let id: String
  let title: String
  let makeContent: @MainActor () -> Content

  /// Creates a single-window scene.
  nonisolated public init(
    _ title: LocalizedStringKey, id: String,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.id = id
    self.title = title.text
    let content = MainActorContent(content)
    makeContent = { content.function() }
  }

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Window: Scene {}

extension Window: PrimitiveScene {
  func resolve(into list: inout SceneList) { resolve(into: &list, prefix: "window") }

  /// Adds the window, its state kept under `prefix` (a utility window keeps its own).
  @MainActor
  func resolve(into list: inout SceneList, prefix: String) {
    let makeContent = self.makeContent
    list.addWindow(id: id, prefix: prefix, title: title, role: .window) {
      AnyView(makeContent())
    }
  }
}

/// The app's settings window, opened from App › Settings… (⌘,).
public struct Settings<Content: View> {
  let makeContent: @MainActor () -> Content

  /// Creates the settings scene.
  nonisolated public init(@ViewBuilder content: @escaping () -> Content) {
    let content = MainActorContent(content)
    makeContent = { content.function() }
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
