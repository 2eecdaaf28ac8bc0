/// Builds an app's scenes from a list of scene expressions.
@resultBuilder
public enum SceneBuilder {
  /// A single scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> TupleScene<(repeat each Content)>
  {
    TupleScene((repeat each content))
  }

  /// Passes an expression through.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  /// An `if` without `else`.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
    OptionalScene(content: content)
  }
}

/// Several scenes built from one block.
public struct TupleScene<T> {
  let value: T

  nonisolated init(_ value: T) { self.value = value }

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TupleScene: Scene {}

extension TupleScene: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    for child in Mirror(reflecting: value).children {
      if let scene = child.value as? any Scene {
        SceneResolver.resolveExistential(scene, into: &list)
      }
    }
  }
}

/// A scene included only when a condition held.
public struct OptionalScene<Content: Scene> {
  let content: Content?

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension OptionalScene: Scene {}

extension OptionalScene: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    if let content { SceneResolver.resolve(content, into: &list) }
  }
}
