import Testing

@testable import Keystroke

@Suite struct SettingsLocationTests {
  @Test(
    arguments: [
      // (XDG_CONFIG_HOME, HOME, --store, expected)
      (nil, "/home/ada", nil, "/home/ada/.config/notes/settings.json"),
      ("/xdg", "/home/ada", nil, "/xdg/notes/settings.json"),
      ("/xdg/", "/home/ada", nil, "/xdg/notes/settings.json"),
      ("relative/dir", "/home/ada", nil, "/home/ada/.config/notes/settings.json"),
      ("", "/home/ada", nil, "/home/ada/.config/notes/settings.json"),
      ("/xdg", "/home/ada", "/tmp/store", "/tmp/store/settings.json"),
      (nil, nil, "store", "store/settings.json"),
      (nil, nil, nil, "/fallback/.config/notes/settings.json"),
      (nil, "", "", "/fallback/.config/notes/settings.json"),
    ] as [(String?, String?, String?, String)])
  func resolves(xdg: String?, home: String?, store: String?, expected: String) {
    var environment: [String: String] = [:]
    environment["XDG_CONFIG_HOME"] = xdg
    environment["HOME"] = home
    let path = SettingsLocation.settingsPath(
      appName: "notes", environment: environment, storeDirectory: store,
      homeDirectory: "/fallback")
    #expect(path == expected)
  }

  @Test(arguments: [
    ("notes", "notes"), ("a/b", "a_b"), ("", "keystroke-app"), (".", "keystroke-app"),
    ("..", "keystroke-app"), ("/", "_"), ("nul\0byte", "nul_byte"), ("Café ✓", "Café ✓"),
  ])
  func appNamesBecomeOneSafeDirectory(name: String, directory: String) {
    #expect(SettingsLocation.directoryName(for: name) == directory)
  }
}
