import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the running app that its code may ask for: where to keep data, and what time it
/// is (virtual under `--play`).
///
/// Each answer comes from the ``HostContext`` of the host at work: the one building views or
/// handling input right now (tasks started from there keep it). Outside every host the answer
/// is the command line's (``configure(options:)``). Two hosts in one process therefore never
/// see each other's clock, store or settings.
@MainActor
public enum AppEnvironment {
  /// The context of the host at work, bound while it builds and handles input.
  package nonisolated static var current: HostContext? { HostContextScope.current }

  /// What the command line said, which a host made without a context starts from.
  private(set) static var launchContext = HostContext(
    storeDirectory: nil, isHeadless: false, launchFiles: [], configDirectory: nil,
    tracePath: nil, settingsStore: SettingsStore.processDefault, virtualStart: nil)

  /// The context that answers: the working host's, else the command line's.
  private static var context: HostContext { current ?? launchContext }

  /// The directory given with `--store`, or under `--play` a fresh temporary one; `nil` when
  /// the app should use its default locations.
  public static var storeDirectory: URL? {
    storeWasUsed = true
    return context.storeDirectory
  }
  /// ``storeDirectory`` for the framework's own uses, which do not count as the app keeping
  /// data there.
  static var configuredStore: URL? { context.storeDirectory }
  /// Whether the app asked for ``storeDirectory`` or linked an `@AppStorage`, so `--help`
  /// lists `--store` only for an app that keeps something there.
  static var storeWasUsed = false
  /// Whether the app is playing a script headless.
  public static var isHeadless: Bool { context.isHeadless }
  /// The files named on the command line, which a document app opens at launch.
  public static var launchFiles: [URL] { context.launchFiles }
  /// The folder holding the user's `keymap.json`: `--config DIR`, else
  /// `$XDG_CONFIG_HOME/<app>` (`~/.config/<app>`); `nil` under `--play` without `--config`,
  /// so a played script does not depend on the user's keymap.
  public static var configDirectory: String? { context.configDirectory }
  /// Where to append the engine's trace of every key: `--trace FILE` or `KEYSTROKE_TRACE`.
  public static var tracePath: String? { context.tracePath }

  /// The current time: the real time, or under `--play` the virtual clock (advanced by
  /// `wait:` tokens) of the host at work.
  public static var now: Date { context.now }

  /// When the process started: where a virtual clock with no `--now` starts.
  static let launchDate = Date()

  /// The fresh folder a `--play` run without `--store` made, removed when the run ends.
  private static var temporaryStore: URL?

  /// Removes the folder a `--play` run without `--store` made, with everything in it.
  static func removeTemporaryStore() {
    guard let temporaryStore else { return }
    try? FileManager.default.removeItem(at: temporaryStore)
    self.temporaryStore = nil
  }

  /// The context for a new host that was given none: the command line's values, the
  /// process's settings store as it is now, and a clock of its own.
  static func contextForNewHost() -> HostContext {
    let launch = launchContext
    return HostContext(
      storeDirectory: launch.storeDirectory, isHeadless: launch.isHeadless,
      launchFiles: launch.launchFiles, configDirectory: launch.configDirectory,
      tracePath: launch.tracePath, settingsStore: SettingsStore.processDefault,
      virtualStart: launch.virtualStart)
  }

  /// Applies the command line.
  static func configure(options: LaunchOptions) {
    // Listing commands or checking the keymap builds the app headless, on a scratch store.
    // So does --help, to learn whether the app opens documents.
    let inspects = options.commandListing != nil || options.checksKeymap || options.showHelp
    let isHeadless = options.playScript != nil || inspects
    let storeDirectory: URL?
    if let path = options.storePath {
      storeDirectory = URL(fileURLWithPath: path, isDirectory: true)
    } else if isHeadless {
      let path =
        (try? SystemCalls.makeTemporaryDirectory(prefix: "keystroke-play"))
        ?? (FileManager.default.temporaryDirectory.path + "/keystroke-play-\(getpid())")
      storeDirectory = URL(fileURLWithPath: path, isDirectory: true)
      temporaryStore = storeDirectory
    } else {
      storeDirectory = nil
    }
    let settings = SettingsStore(
      appName: AppIdentity.executableName, storeDirectory: storeDirectory?.path)
    SettingsStore.setCurrent(settings)
    launchContext = HostContext(
      storeDirectory: storeDirectory, isHeadless: isHeadless,
      launchFiles: options.files.map { URL(fileURLWithPath: $0) },
      configDirectory: options.configPath
        ?? (isHeadless && !inspects ? nil : defaultConfigDirectory()),
      tracePath: options.tracePath
        ?? ProcessInfo.processInfo.environment["KEYSTROKE_TRACE"].flatMap {
          $0.isEmpty ? nil : $0
        },
      settingsStore: settings, virtualStart: options.now)
  }

  /// `$XDG_CONFIG_HOME/<app>`, or `~/.config/<app>`.
  private static func defaultConfigDirectory() -> String {
    let settings = SettingsLocation.settingsPath(
      appName: AppIdentity.executableName, environment: ProcessInfo.processInfo.environment,
      homeDirectory: NSHomeDirectory())
    return String(settings.dropLast(SettingsLocation.fileName.count + 1))
  }
}
