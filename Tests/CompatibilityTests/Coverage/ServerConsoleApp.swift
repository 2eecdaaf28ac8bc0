import Keystroke

// A macOS 14 server-administration console: a sortable table of servers with a selection
// context menu, a window per server opened by value, a settings window of tabs, a menu bar
// extra, menus of the app's own, and grouped forms with disclosure groups and an outline.

/// A server the console watches.
struct ConsoleServer: Identifiable, Hashable, Codable {
  let id: Int
  var name: String
  var region: String
  var load: Double
  var services: [ConsoleService]?
  var monitored = true
}

/// A service on a server; services may have services under them.
struct ConsoleService: Identifiable, Hashable, Codable {
  var id: String { name }
  var name: String
  var children: [ConsoleService]?
}

/// The server the focused window is showing, for the menus.
extension FocusedValues {
  @Entry var consoleServer: Binding<ConsoleServer>?
}

/// The console: a main window, a window per server, settings and a menu bar extra.
struct ServerConsoleApp: App {
  var body: some Scene {
    WindowGroup("Servers", id: "servers") {
      ServerTableScreen()
    }
    .commands {
      ConsoleCommands()
      TextEditingCommands()
      ToolbarCommands()
      CommandGroup(replacing: .help) {
        Button("Console Help") {}
      }
    }
    WindowGroup("Server", id: "server", for: ConsoleServer.ID.self) { $serverID in
      ServerWindow(serverID: serverID)
    }
    Window("Activity", id: "activity") {
      ActivityWindow()
    }
    .defaultSize(width: 60, height: 20)
    Settings {
      ConsoleSettings()
    }
    MenuBarExtra("Console", systemImage: "server.rack") {
      Button("Open Servers") {}
      Divider()
      Button("Quit") {}
    }
    .menuBarExtraStyle(.menu)
  }
}

/// The app's own menus.
struct ConsoleCommands: Commands {
  @FocusedBinding(\.consoleServer) private var server
  @Environment(\.openWindow) private var openWindow

  var body: some Commands {
    CommandGroup(after: .newItem) {
      Button("Show Activity") { openWindow(id: "activity") }
        .keyboardShortcut("0", modifiers: [.command, .option])
    }
    CommandMenu("Server") {
      Button(server?.monitored == true ? "Stop Monitoring" : "Monitor") {
        server?.monitored.toggle()
      }
      .disabled(server == nil)
      Divider()
      Button("Restart") {}
    }
  }
}

/// The sortable table of servers.
struct ServerTableScreen: View {
  @State private var servers = [
    ConsoleServer(
      id: 1, name: "alpha", region: "eu", load: 0.4,
      services: [ConsoleService(name: "web", children: [ConsoleService(name: "tls")])]),
    ConsoleServer(id: 2, name: "beta", region: "us", load: 0.9, services: nil),
  ]
  @State private var selection = Set<ConsoleServer.ID>()
  @State private var sortOrder = [KeyPathComparator(\ConsoleServer.name)]
  @State private var confirmingRestart = false
  @Environment(\.openWindow) private var openWindow

  var body: some View {
    Table(servers, selection: $selection, sortOrder: $sortOrder) {
      TableColumn("Name", value: \.name)
      TableColumn("Region", value: \.region, comparator: .localizedStandard)
      TableColumn("Load", value: \.load) { server in
        Text(server.load, format: .percent)
      }
      .width(min: 6, ideal: 8)
    }
    .onChange(of: sortOrder) { _, order in
      servers.sort(using: order)
    }
    .contextMenu(forSelectionType: ConsoleServer.ID.self) { ids in
      if ids.count == 1, let id = ids.first {
        Button("Open in New Window") { openWindow(id: "server", value: id) }
      }
      Button("Restart \(ids.count) Servers") { confirmingRestart = true }
        .disabled(ids.isEmpty)
    } primaryAction: { ids in
      for id in ids { openWindow(id: "server", value: id) }
    }
    .confirmationDialog("Restart the servers?", isPresented: $confirmingRestart) {
      Button("Restart", role: .destructive) {}
    }
    // compat: .dialogSuppressionToggle
    .dialogSuppressionToggle(isSuppressed: .constant(false))
    .toolbar {
      ToolbarItem {
        // compat: HelpLink
        HelpLink {}
      }
    }
  }
}

/// One server's window: its details, services and a close button.
struct ServerWindow: View {
  let serverID: ConsoleServer.ID?
  @State private var server = ConsoleServer(id: 0, name: "alpha", region: "eu", load: 0.4)
  @State private var detailsShown = true
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    Form {
      Section("Details") {
        LabeledContent("Identifier", value: serverID.map { "\($0)" } ?? "–")
        LabeledContent("Load", value: server.load, format: .percent)
        DisclosureGroup("Placement", isExpanded: $detailsShown) {
          LabeledContent("Region") { Text(server.region) }
        }
      }
      Section("Services") {
        OutlineGroup(server.services ?? [], children: \.children) { service in
          Text(service.name)
        }
      }
      Button("Close") { dismissWindow(id: "server", value: serverID) }
    }
    .formStyle(.grouped)
    .focusedSceneValue(\.consoleServer, $server)
  }
}

/// Recent activity, in a window of its own.
struct ActivityWindow: View {
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    VStack {
      Text("No activity")
      Button("Close") { dismissWindow() }
    }
  }
}

/// The console's settings, a tab per area.
struct ConsoleSettings: View {
  @AppStorage("refreshSeconds") private var refreshSeconds = 30
  @AppStorage("alertsOn") private var alertsOn = true
  @AppStorage("mailOn") private var mailOn = false

  var body: some View {
    TabView {
      Form {
        Stepper("Refresh every \(refreshSeconds) s", value: $refreshSeconds, in: 5...300, step: 5)
      }
      .tabItem { Label("General", systemImage: "gear") }
      Form {
        Toggle("Alerts", isOn: $alertsOn)
        Toggle("Mail", isOn: $mailOn)
        // compat: Toggle(sources:isOn:label:)
        Toggle(sources: [$alertsOn, $mailOn], isOn: \.self) {
          Text("All notifications")
        }
      }
      .tabItem { Label("Alerts", systemImage: "bell") }
    }
    .frame(width: 50)
  }
}
