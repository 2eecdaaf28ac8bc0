/// A part of an app's interface with its own life: a group of windows, a single window, the
/// settings window. Scenes also carry the app's menu commands.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene is made of.
  associatedtype Body: Scene

  /// The content of this scene.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// A scene Keystroke understands directly; it adds itself to the app's scene list.
@MainActor
protocol PrimitiveScene {
  /// Adds this scene's windows and commands to `list`.
  func resolve(into list: inout SceneList)
}

/// Evaluates a scene tree into the list of windows and command contributions.
@MainActor
enum SceneResolver {
  /// Resolves `scene` (and everything inside it) into `list`.
  static func resolve<S: Scene>(_ scene: S, into list: inout SceneList) {
    if let primitive = scene as? any PrimitiveScene {
      primitive.resolve(into: &list)
    } else {
      resolve(scene.body, into: &list)
    }
  }

  /// Resolves a scene of a type known only at run time.
  static func resolveExistential(_ scene: any Scene, into list: inout SceneList) {
    resolveOpened(scene, into: &list)
  }

  private static func resolveOpened<S: Scene>(_ scene: S, into list: inout SceneList) {
    resolve(scene, into: &list)
  }
}
