import KeystrokeCore

/// What one update's command catalog is listed from, kept until something asks for the
/// catalog: the resolved menu bar and the app-wide commands.
struct CatalogSource {
  /// The resolved menu bar.
  let menuBar: ResolvedMenuBar
  /// The app-wide commands the window's views registered (the framework's own are added).
  let appCommands: [Command]
}
