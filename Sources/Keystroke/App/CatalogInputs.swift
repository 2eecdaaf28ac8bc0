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
