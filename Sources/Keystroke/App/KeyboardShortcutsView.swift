import KeystrokeCore

/// The app's keyboard shortcuts, grouped by menu in menu order, in the keys this terminal
/// needs: what iPad shows while ⌘ is held, as a view an app can place anywhere (a Help or
/// Settings screen). Only enabled commands with shortcuts are listed.
public struct KeyboardShortcutsView: View {
  @Environment(\.appMenuBar) private var menuBar
  @Environment(\.appKeyMapping) private var appMapping
  @Environment(\.keyProfile) private var profile

  /// Creates the overview.
  public init() {}

  /// The sections.
  public var body: some View {
    VStack(alignment: .leading) {
      if let menuBar {
        let mapping =
          appMapping
          ?? KeyMapping(profile: profile, declared: menuBar.commands.compactMap(\.keys))
        let formatter = HintLine.formatter(for: profile)
        ForEach(ShortcutOverview(menuBar: menuBar).sections, id: \.title) { section in
          Text(section.title).bold()
          ForEach(section.commands, id: \.id) { command in
            HStack {
              Text("  " + command.title)
              Spacer()
              Text(
                command.keys.flatMap { mapping.displayString(for: $0, formatter: formatter) }
                  ?? "—")
            }
          }
        }
      } else {
        Text("Shortcuts appear once the menu bar is ready.").foregroundStyle(.secondary)
      }
    }
    .modifier(MenuBarReaderModifier())
  }
}

/// Notes that a view read the menu bar, so the root updates again when the bar changes.
struct MenuBarReaderModifier: ViewModifier, PrimitiveModifier {
  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.interactions.readsMenuBar = true
    return context.build(content, key: .index(0))
  }
}

private struct AppMenuBarKey: EnvironmentKey {
  static let defaultValue: ResolvedMenuBar? = nil
}

private struct AppKeyMappingKey: EnvironmentKey {
  static let defaultValue: KeyMapping? = nil
}

extension EnvironmentValues {
  /// The app's key mapping as last built (for the shortcut overview).
  var appKeyMapping: KeyMapping? {
    get { self[AppKeyMappingKey.self] }
    set { self[AppKeyMappingKey.self] = newValue }
  }

  /// The app's menu bar as last resolved (for the shortcut overview).
  var appMenuBar: ResolvedMenuBar? {
    get { self[AppMenuBarKey.self] }
    set { self[AppMenuBarKey.self] = newValue }
  }
}
