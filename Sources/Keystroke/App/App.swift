/// A Keystroke app: its scenes, and the entry point that runs them in the terminal.
///
/// Mark the type `@main`. Without arguments it runs full-screen in the terminal; with
/// `--play '<key script>'` it runs headless, plays the script and prints the final screen
/// (see `AppLauncher` for every option).
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }

  /// Creates the app.
  @MainActor @preconcurrency init()
}

extension App {
  /// Runs the app: full-screen in the terminal, or headless with `--play`.
  @MainActor
  public static func main() {
    AppLauncher.launch(Self.self, arguments: Array(CommandLine.arguments.dropFirst()))
  }
}
