/// A scene whose windows' content gets a change to its environment: what
/// `Scene.environment(_:)` and `Scene.environment(_:_:)` return.
struct EnvironmentScene<Base: Scene> {
  let base: Base
  let transform: (inout EnvironmentValues) -> Void

  /// A primitive scene's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }
}

extension EnvironmentScene: Scene {}

extension EnvironmentScene: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    let first = list.windows.count
    SceneResolver.resolve(base, into: &list)
    let transform = transform
    for index in first..<list.windows.count {
      let makeContent = list.windows[index].makeContent
      list.windows[index].makeContent = {
        AnyView(makeContent().modifier(EnvironmentModifier(transform: transform)))
      }
    }
  }
}

extension Scene {
  /// Provides an `@Observable` object to every view in this scene's windows, which read it
  /// with `@Environment(Model.self)`.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    EnvironmentScene(base: self) { $0.setObservable(object) }
  }

  /// Sets an environment value for every view in this scene's windows.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some Scene {
    EnvironmentScene(base: self) { $0[keyPath: keyPath] = value }
  }
}
