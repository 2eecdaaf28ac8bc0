import Foundation
import Keystroke

// An app shaped like Apple's multi-window samples: a main window group, a viewer window group
// keyed by a value, a single window, a utility window, settings and a menu bar extra. In an
// app target the struct would carry `@main`; a test bundle has its own entry point.

/// A note the viewer windows present by identity.
struct NoteID: Codable, Hashable {
  var number: Int
}

// compat: App
struct NotesApp: App {
  var body: some Scene {
    // compat: WindowGroup
    WindowGroup("Notes", id: "main") {
      NotesHome()
    }
    // compat: .commands
    .commands {
      // compat: InspectorCommands
      InspectorCommands()
      SidebarCommands()
      CommandMenu("Notes") {
        Button("Refresh") {}
          .keyboardShortcut("r")
      }
    }
    // compat: .defaultSize
    .defaultSize(width: 800, height: 600)
    // compat: .windowResizability
    .windowResizability(.contentSize)
    // compat: .handlesExternalEvents
    .handlesExternalEvents(matching: ["notes"])
    // compat: .windowStyle
    .windowStyle(.hiddenTitleBar)
    // compat: .windowToolbarStyle
    .windowToolbarStyle(.unified(showsTitle: false))

    // compat: WindowGroup(for:)
    WindowGroup("Note", id: "note", for: NoteID.self) { $note in
      NoteViewer(note: $note)
    }

    // compat: Window
    Window("Activity", id: "activity") {
      ActivityView()
    }
    // compat: .commandsRemoved
    .commandsRemoved()
    .defaultSize(CGSize(width: 400, height: 300))

    // compat: UtilityWindow
    UtilityWindow("Palette", id: "palette") {
      Text("Palette tools")
    }

    // compat: Settings
    Settings {
      NotesSettings()
    }

    // compat: MenuBarExtra
    MenuBarExtra("Quick Note", systemImage: "note.text") {
      Button("New Quick Note") {}
      Divider()
      Button("Show Notes") {}
    }
    // compat: .menuBarExtraStyle
    .menuBarExtraStyle(.menu)
  }
}

/// The main window: buttons that open and close the other windows, and an inspector.
struct NotesHome: View {
  // compat: openWindow
  @Environment(\.openWindow) private var openWindow
  // compat: dismissWindow
  @Environment(\.dismissWindow) private var dismissWindow
  // compat: openURL
  @Environment(\.openURL) private var openURL
  // compat: openSettings
  @Environment(\.openSettings) private var openSettings
  @State private var showsInspector = false

  var body: some View {
    VStack(alignment: .leading) {
      Text("All notes")
      Button("Open Note 7") { openWindow(value: NoteID(number: 7)) }
      Button("Open Note 7 in viewer") { openWindow(id: "note", value: NoteID(number: 7)) }
      Button("Show Activity") { openWindow(id: "activity") }
      Button("Close Activity") { dismissWindow(id: "activity") }
      Button("Website") {
        if let url = URL(string: "https://example.com/notes") { openURL(url) }
      }
      Button("Inspector") { showsInspector.toggle() }
      Button("Preferences") { openSettings() }
    }
    // compat: .inspector
    .inspector(isPresented: $showsInspector) {
      Text("Inspector pane")
        // compat: .inspectorColumnWidth
        .inspectorColumnWidth(min: 20, ideal: 24, max: 40)
    }
  }
}

/// A viewer window: edits the value it presents through its binding.
struct NoteViewer: View {
  @Binding var note: NoteID?
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    VStack(alignment: .leading) {
      Text("Note \(note?.number ?? 0)")
      Button("Next note") { note = NoteID(number: (note?.number ?? 0) + 1) }
      Button("Close viewer") { dismissWindow() }
    }
  }
}

/// The single Activity window.
struct ActivityView: View {
  // compat: dismiss
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Recent activity")
      Button("Done") { dismiss() }
    }
  }
}
