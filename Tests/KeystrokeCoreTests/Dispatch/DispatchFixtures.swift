@testable import KeystrokeCore

/// Shortcuts and snapshots shared by the dispatch, chord and conflict tests.
enum DispatchFixtures {
  static func cmd(_ character: Character) -> Shortcut { Shortcut(character, modifiers: .command) }
  static func ctrl(_ character: Character) -> Shortcut { Shortcut(character, modifiers: .control) }
  static func key(_ character: Character) -> Shortcut { Shortcut(character) }
  static func keys(_ steps: Shortcut...) -> KeySequence {
    KeySequence(steps) ?? KeySequence(steps[0])
  }

  static let cmdBackspace = Shortcut(.backspace, modifiers: .command)

  /// The base content of the "main" window: a goal list with a form-less toolbar.
  static let content = PresentationLayer(
    id: "content",
    controls: [
      ShortcutControl(id: "new", title: "New Goal", shortcut: cmd("n")),
      ShortcutControl(id: "search", title: "Search", shortcut: cmd("f")),
      ShortcutControl(id: "save-draft", title: "Save Draft", shortcut: cmd("s")),
      ShortcutControl(id: "delete", title: "Delete Goal", shortcut: cmdBackspace, isEnabled: false),
      ShortcutControl(id: "open", title: "Open", shortcut: .defaultAction),
    ])

  /// A form sheet with its own Save and Cancel.
  static let sheet = PresentationLayer(
    id: "form", kind: .sheet,
    controls: [
      ShortcutControl(id: "cancel", title: "Cancel", shortcut: .cancelAction),
      ShortcutControl(id: "sheet-save", title: "Save", shortcut: .defaultAction),
    ])

  static let menu: [Command] = [
    Command(id: "file.new", title: "New", shortcut: cmd("n")),
    Command(id: "file.save", title: "Save", shortcut: cmd("s")),
    Command(id: "file.close", title: "Close", shortcut: cmd("w"), isEnabled: false),
    Command(id: "edit.delete", title: "Delete", shortcut: cmdBackspace),
    Command(id: "view.tab1", title: "Goals", shortcut: cmd("1")),
    Command(id: "file.export", title: "Export"),
  ]

  static let app: [Command] = [
    Command(id: "app.tab1", title: "First Tab", shortcut: cmd("1")),
    Command(id: "app.quit", title: "Quit", shortcut: cmd("q")),
    Command(id: "app.settings", title: "Settings", shortcut: cmd(",")),
  ]

  /// The main window with the given layers (content only by default).
  static func snapshot(
    layers: [PresentationLayer] = [content], menu: [Command] = menu, app: [Command] = app
  ) -> DispatchSnapshot {
    DispatchSnapshot(
      windows: [
        DispatchWindow(id: "other", scene: "goals", layers: [content], menuCommands: menu),
        DispatchWindow(id: "main", scene: "goals", layers: layers, menuCommands: menu),
      ],
      activeWindow: "main", appCommands: app)
  }

  /// The content layer with a focused text field.
  static func content(field: TextFieldFocus) -> PresentationLayer {
    var layer = content
    layer.focusedTextField = field
    return layer
  }

  static func control(_ id: ShortcutControl.ID, layer: PresentationLayer.ID = "content")
    -> DispatchOutcome
  {
    .fired(.control(id, layer: layer, window: "main"))
  }

  static func menuCommand(_ id: CommandID) -> DispatchOutcome {
    .fired(.windowCommand(id, window: "main"))
  }

  static func appCommand(_ id: CommandID) -> DispatchOutcome { .fired(.appCommand(id)) }
}
