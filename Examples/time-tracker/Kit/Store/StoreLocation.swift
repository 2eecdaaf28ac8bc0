import Foundation
import Keystroke

/// Where the time tracker keeps its database: `--store` (or the fresh folder `--play` makes),
/// else `$XDG_DATA_HOME/time-tracker/`, else `~/.local/share/time-tracker/`.
@MainActor
public enum StoreLocation {
  /// The directory to use now.
  public static var directory: String {
    if let store = AppEnvironment.storeDirectory { return store.path }
    return defaultDirectory(environment: ProcessInfo.processInfo.environment)
  }

  /// The default directory for an environment (XDG rules).
  public static func defaultDirectory(environment: [String: String]) -> String {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/time-tracker"
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + "/.local/share/time-tracker"
  }
}
