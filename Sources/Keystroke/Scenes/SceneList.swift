/// What an app's scenes amount to: the kinds of windows it can open and the commands it adds
/// to the menu bar.
@MainActor
struct SceneList {
  /// A kind of window the app can show.
  struct WindowKind {
    /// The scene's identity (its `id:` or a position-based one).
    var id: String
    /// The title, for the Window menu.
    var title: String
    /// The role, which decides the default menus.
    var role: Role
    /// Builds the window's content.
    var makeContent: @MainActor () -> AnyView
    /// The commands this scene adds.
    var commands: [AnyCommands]
    /// What happens to the scene kind's default commands.
    var defaultCommands: DefaultCommands
    /// For a document scene, what it does with its documents (its content is built per
    /// document, not by ``makeContent``).
    var document: DocumentSceneDriver? = nil
    /// For a `WindowGroup(for:)`, the type of the value its windows present.
    var valueType: ObjectIdentifier? = nil
  }

  /// What kind of scene a window comes from.
  enum Role: Hashable {
    /// A `WindowGroup`: any number of windows.
    case windowGroup
    /// A `Window`: one window.
    case window
    /// The `Settings` window.
    case settings
    /// A `DocumentGroup`: a window per open document.
    case documentGroup
  }

  /// Whether a scene's default commands are kept, removed or replaced.
  enum DefaultCommands {
    /// The defaults stay.
    case standard
    /// `commandsRemoved()`.
    case removed
    /// `commandsReplaced { … }`.
    case replaced([AnyCommands])
  }

  /// The window kinds, in declaration order.
  var windows: [WindowKind] = []

  /// The number of scenes resolved so far, for position-based identities.
  var count = 0

  /// Commands every window gets whatever its scene (a `MenuBarExtra`'s menu), in declaration
  /// order.
  var appWideCommands: [AnyCommands] = []

  /// Adds commands to every window kind, those declared so far and those to come.
  mutating func addAppWide(_ commands: AnyCommands) {
    appWideCommands.append(commands)
    for index in windows.indices { windows[index].commands.append(commands) }
  }

  /// Adds a window kind with the standard commands; without an `id`, the identity is
  /// `<prefix>-<position>`.
  mutating func addWindow(
    id: String?, prefix: String, title: String, role: Role,
    document: DocumentSceneDriver? = nil, valueType: ObjectIdentifier? = nil,
    makeContent: @escaping @MainActor () -> AnyView
  ) {
    count += 1
    windows.append(
      WindowKind(
        id: id ?? "\(prefix)-\(count)", title: title, role: role, makeContent: makeContent,
        commands: appWideCommands, defaultCommands: .standard, document: document,
        valueType: valueType))
  }
}
