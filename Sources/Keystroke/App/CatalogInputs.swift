import KeystrokeCore

/// What the command catalog a keymap is checked against is made from. An update whose inputs
/// equal the last one's uses the last catalog, instead of listing every command again.
struct CatalogInputs: Equatable {
  /// The resolved menu bar.
  var menuBar: ResolvedMenuBar
  /// The app-wide commands, the framework's own included.
  var appCommands: [Command]
  /// The controls with a keymap identity seen so far.
  var controls: [Command]
  /// The screens seen so far.
  var screens: [String]
  /// The screens never built yet.
  var pendingScreens: Set<String>
}

/// What one update's command catalog is listed from, kept until something asks for the
/// catalog: the resolved menu bar and the app-wide commands.
struct CatalogSource {
  /// The resolved menu bar.
  let menuBar: ResolvedMenuBar
  /// The app-wide commands the window's views registered (the framework's own are added).
  let appCommands: [Command]
}
