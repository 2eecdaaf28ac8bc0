import KeystrokeCore

/// The app's keyboard shortcuts, grouped by menu in menu order, in the keys this terminal
/// needs: what iPad shows while ⌘ is held, as a view an app can place anywhere (a Help or
/// Settings screen). Only enabled commands with shortcuts are listed; Help › Search Commands…
/// is not, as the hint line names the palette's key wherever this view is shown.
public struct KeyboardShortcutsView: View {
  /// Creates the overview.
  public init() {}

  /// The sections, built once this update's menu bar is resolved.
  public var body: some View {
    ShortcutOverviewList().modifier(MenuBarReaderModifier())
  }
}

/// The overview's sections, from the menu bar and key mapping in the environment.
private struct ShortcutOverviewList: View {
  @Environment(\.appMenuBar) private var menuBar
  @Environment(\.appKeyMapping) private var appMapping
  @Environment(\.keyProfile) private var profile

  var body: some View {
    VStack(alignment: .leading) {
      if let menuBar {
        let mapping =
          appMapping
          ?? KeyMapping(profile: profile, declared: menuBar.commands.compactMap(\.keys))
        let formatter = HintLine.formatter(for: profile)
        ForEach(Self.sections(of: menuBar), id: \.title) { section in
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
  }

  /// The overview's sections without Help › Search Commands… (and without a section it
  /// leaves empty).
  private static func sections(of bar: ResolvedMenuBar) -> [(title: String, commands: [Command])] {
    ShortcutOverview(menuBar: bar).sections.compactMap { section in
      let commands = section.commands.filter { $0.id != CommandPalette.openID }
      return commands.isEmpty ? nil : (section.title, commands)
    }
  }
}

/// Builds its content with the app's menu bar and key mapping of this very update: in an
/// app's window, where the bar is resolved after the window, the content waits in a
/// ``LateContentElement`` until the app's root has the bar (see ``MenuBarReader``); outside
/// an app (a bare host, a preview) there is no bar, and the content is built at once.
struct MenuBarReaderModifier: ViewModifier, PrimitiveModifier {
  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    guard context.environment.menuBarArrivesLater else {
      return context.build(content, key: .index(0))
    }
    let slot = LateContentElement()
    context.interactions.menuBarReaders.append(
      MenuBarReader { bar, mapping in
        var resolved = context
        resolved.environment.appMenuBar = bar
        resolved.environment.appKeyMapping = mapping
        slot.fill(resolved.build(content, key: .index(0)))
      })
    return [slot]
  }
}

private struct AppMenuBarKey: EnvironmentKey {
  static let defaultValue: ResolvedMenuBar? = nil
}

private struct AppKeyMappingKey: EnvironmentKey {
  static let defaultValue: KeyMapping? = nil
}

private struct MenuBarArrivesLaterKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether an app's root resolves the menu bar after building this view, so views that
  /// show it wait for it (``MenuBarReaderModifier``).
  var menuBarArrivesLater: Bool {
    get { self[MenuBarArrivesLaterKey.self] }
    set { self[MenuBarArrivesLaterKey.self] = newValue }
  }

  /// The app's key mapping of this update (for the shortcut overview).
  var appKeyMapping: KeyMapping? {
    get { self[AppKeyMappingKey.self] }
    set { self[AppKeyMappingKey.self] = newValue }
  }

  /// The app's menu bar of this update (for the shortcut overview).
  var appMenuBar: ResolvedMenuBar? {
    get { self[AppMenuBarKey.self] }
    set { self[AppMenuBarKey.self] = newValue }
  }
}
