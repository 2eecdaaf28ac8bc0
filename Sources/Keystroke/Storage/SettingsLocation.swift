/// Decides where an app's settings file lives.
///
/// In order: a store directory given explicitly (the examples' `--store PATH`, tests) holds
/// `settings.json` directly; otherwise `$XDG_CONFIG_HOME/<app>/settings.json` when
/// `XDG_CONFIG_HOME` is an absolute path (the XDG specification says to ignore relative ones);
/// otherwise `$HOME/.config/<app>/settings.json`.
package enum SettingsLocation {
  /// The settings file's name.
  package static let fileName = "settings.json"

  /// The path of the settings file for `appName`.
  ///
  /// - Parameters:
  ///   - appName: The app's name; made safe as a single directory name.
  ///   - environment: The process environment (`XDG_CONFIG_HOME`, `HOME`).
  ///   - storeDirectory: A directory that overrides the standard location.
  ///   - homeDirectory: Used when `HOME` is unset or empty.
  package static func settingsPath(
    appName: String,
    environment: [String: String],
    storeDirectory: String? = nil,
    homeDirectory: String = "/"
  ) -> String {
    if let storeDirectory, !storeDirectory.isEmpty {
      return join(storeDirectory, fileName)
    }
    let configHome: String
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      configHome = xdg
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? homeDirectory
      configHome = join(home, ".config")
    }
    return join(join(configHome, directoryName(for: appName)), fileName)
  }

  /// `appName` as one safe path component: slashes and NUL become `_`, and an empty name or
  /// `.`/`..` becomes `keystroke-app`.
  package static func directoryName(for appName: String) -> String {
    let cleaned = String(appName.map { $0 == "/" || $0 == "\0" ? "_" : $0 })
    return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "keystroke-app" : cleaned
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
