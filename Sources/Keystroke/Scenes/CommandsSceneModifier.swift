/// Attaches commands to the windows of a scene, or removes or replaces the scene's default
/// commands.
struct CommandsSceneModifier<Base: Scene> {
  enum Change {
    case add(AnyCommands)
    case removeDefaults
    case replaceDefaults(AnyCommands)
  }

  let base: Base
  let change: Change
}

extension CommandsSceneModifier: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    let first = list.windows.count
    SceneResolver.resolve(base, into: &list)
    for index in first..<list.windows.count {
      switch change {
      case .add(let commands): list.windows[index].commands.append(commands)
      case .removeDefaults: list.windows[index].defaultCommands = .removed
      case .replaceDefaults(let commands):
        list.windows[index].defaultCommands = .replaced([commands])
      }
    }
  }
}

/// A scene with a change to its commands.
public struct ModifiedScene<Base: Scene> {
  let modifier: CommandsSceneModifier<Base>

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedScene: Scene {}

extension ModifiedScene: PrimitiveScene {
  func resolve(into list: inout SceneList) { modifier.resolve(into: &list) }
}

extension Scene {
  /// Adds commands to this scene's windows' menus.
  nonisolated public func commands<Content: Commands>(
    @CommandsBuilder content: () -> Content
  ) -> some Scene {
    ModifiedScene(modifier: CommandsSceneModifier(base: self, change: .add(AnyCommands(content()))))
  }

  /// Removes the default commands this kind of scene contributes.
  nonisolated public func commandsRemoved() -> some Scene {
    ModifiedScene(modifier: CommandsSceneModifier(base: self, change: .removeDefaults))
  }

  /// Replaces the default commands this kind of scene contributes with `content`.
  nonisolated public func commandsReplaced<Content: Commands>(
    @CommandsBuilder content: () -> Content
  ) -> some Scene {
    ModifiedScene(
      modifier: CommandsSceneModifier(base: self, change: .replaceDefaults(AnyCommands(content())))
    )
  }
}
