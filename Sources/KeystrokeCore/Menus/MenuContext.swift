/// The state the standard items depend on: names, toggle states and what the host disabled.
public struct MenuContext: Hashable, Sendable {
  /// The app's display name, used in the App menu's title and in About/Hide/Quit/Help.
  public var appName: String
  /// Which standard items exist.
  public var profile: MenuProfile
  /// Whether the sidebar shows, which titles its toggle "Hide Sidebar" rather than "Show Sidebar".
  public var isSidebarVisible: Bool
  /// Whether the toolbar shows, which titles its toggle "Hide Toolbar" rather than "Show Toolbar".
  public var isToolbarVisible: Bool
  /// Commands the host has disabled (nothing to undo, no selection to copy, no sidebar, …).
  /// Applies to every item in the bar, standard or not.
  public var disabledCommands: Set<CommandID>

  /// Creates a context.
  public init(
    appName: String, profile: MenuProfile = .terminal, isSidebarVisible: Bool = false,
    isToolbarVisible: Bool = false, disabledCommands: Set<CommandID> = []
  ) {
    self.appName = appName
    self.profile = profile
    self.isSidebarVisible = isSidebarVisible
    self.isToolbarVisible = isToolbarVisible
    self.disabledCommands = disabledCommands
  }
}
