import Foundation
import Keystroke

/// Where the goal tracker keeps its database: `--store` (or the fresh folder `--play` makes),
/// else `$XDG_DATA_HOME/goal-tracker/`, else `~/.local/share/goal-tracker/`.
@MainActor
public enum StoreLocation {
  /// The directory to use now.
  public static var directory: String {
    if let store = AppEnvironment.storeDirectory { return store.path }
    return defaultDirectory(environment: ProcessInfo.processInfo.environment)
  }

  /// The default directory for an environment (XDG rules: a relative `XDG_DATA_HOME` is
  /// ignored).
  public static func defaultDirectory(environment: [String: String]) -> String {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/goal-tracker"
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + "/.local/share/goal-tracker"
  }
}
