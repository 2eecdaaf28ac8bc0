import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Process-wide facts about the running app that its code may ask for: where to keep data,
/// and what time it is (virtual under `--play`).
@MainActor
public enum AppEnvironment {
  /// The directory given with `--store`, or under `--play` a fresh temporary one; `nil` when
  /// the app should use its default locations.
  public private(set) static var storeDirectory: URL?
  /// The virtual clock's start under `--play --now`.
  private static var virtualStart: Date?
  /// How much virtual time the script has let pass.
  static var virtualElapsed: Duration = .zero
  /// Whether the app is playing a script headless.
  public private(set) static var isHeadless = false
  /// The files named on the command line, which a document app opens at launch.
  public private(set) static var launchFiles: [URL] = []
  /// The folder holding the user's `keymap.json`: `--config DIR`, else
  /// `$XDG_CONFIG_HOME/<app>` (`~/.config/<app>`); `nil` under `--play` without `--config`,
  /// so a played script does not depend on the user's keymap.
  public private(set) static var configDirectory: String?
  /// Where to append the engine's trace of every key: `--trace FILE` or `KEYSTROKE_TRACE`.
  public private(set) static var tracePath: String?

  /// The current time: the real time, or under `--play` the virtual clock (advanced by
  /// `wait:` tokens).
  public static var now: Date {
    guard isHeadless else { return Date() }
    let base = virtualStart ?? launchDate
    let components = virtualElapsed.components
    return base.addingTimeInterval(
      Double(components.seconds) + Double(components.attoseconds) / 1e18)
  }

  private static let launchDate = Date()

  /// The fresh folder a `--play` run without `--store` made, removed when the run ends.
  private static var temporaryStore: URL?

  /// Removes the folder a `--play` run without `--store` made, with everything in it.
  static func removeTemporaryStore() {
    guard let temporaryStore else { return }
    try? FileManager.default.removeItem(at: temporaryStore)
    self.temporaryStore = nil
  }

  /// Switches to the virtual clock (as `--play` does), starting at `start` or now, for tests.
  /// Like `--play` without `--config`, no keymap file is read.
  package static func useVirtualClock(start: Date? = nil) {
    isHeadless = true
    configDirectory = nil
    tracePath = nil
    virtualStart = start
    virtualElapsed = .zero
  }

  /// Applies the command line.
  static func configure(options: LaunchOptions) {
    // Listing commands or checking the keymap builds the app headless, on a scratch store.
    let inspects = options.commandListing != nil || options.checksKeymap
    isHeadless = options.playScript != nil || inspects
    virtualStart = options.now
    virtualElapsed = .zero
    launchFiles = options.files.map { URL(fileURLWithPath: $0) }
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
    SettingsStore.setCurrent(
      SettingsStore(appName: AppIdentity.executableName, storeDirectory: storeDirectory?.path))
    configDirectory =
      options.configPath ?? (isHeadless && !inspects ? nil : defaultConfigDirectory())
    tracePath =
      options.tracePath
      ?? ProcessInfo.processInfo.environment["KEYSTROKE_TRACE"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// `$XDG_CONFIG_HOME/<app>`, or `~/.config/<app>`.
  private static func defaultConfigDirectory() -> String {
    let settings = SettingsLocation.settingsPath(
      appName: AppIdentity.executableName, environment: ProcessInfo.processInfo.environment,
      homeDirectory: NSHomeDirectory())
    return String(settings.dropLast(SettingsLocation.fileName.count + 1))
  }
}
