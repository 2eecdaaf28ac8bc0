/// A window's content with what the window manager adds around it: a title line naming the
/// document ("notes.txt — Edited" while it has unsaved changes), and the file picker, path
/// prompt, failure alerts and "save changes?" dialog over it. (Problems with the settings file
/// are shown over it by ``SettingsNoticeAlert``.)
struct DocumentWindowView: View {
  let manager: WindowManager
  let window: OpenWindow?
  let content: AnyView
  /// Whether the window shows a document (and so a title line).
  let showsTitle: Bool

  var body: some View {
    OnDemandPresentations(
      content: framed, isActive: manager.panel != nil, shown: manager.panel?.identity,
      presentations: { presentations.id(manager.panel?.identity) })
  }

  /// The panels and alerts, over nothing: built only while one may be up. Each panel is
  /// presented afresh (``DocumentPanel/identity``), so one taking another's place opens as a
  /// new sheet or dialog, starting on its own first control.
  private var presentations: some View {
    EmptyView()
      .sheet(isPresented: presenting(.open)) {
        if case .open(let browser) = manager.panel {
          FilePickerView(manager: manager, browser: browser)
        }
      }
      .sheet(isPresented: presenting(.savePath)) {
        if case .savePath(let request) = manager.panel {
          SavePathView(manager: manager, request: request)
        }
      }
      .alert(failureTitle, isPresented: presenting(.failure)) {
        Button("OK") {}
      } message: {
        Text(failureMessage)
      }
      .alert(confirmTitle, isPresented: presenting(.confirmClose)) {
        Button("Save") { resolveClose(.save) }
        // ⌘D, as a Mac's document windows answer this question.
        Button("Don't Save", role: .destructive) { resolveClose(.discard) }
          .keyboardShortcut("d", modifiers: .command)
        Button("Cancel", role: .cancel) { resolveClose(.cancel) }
      } message: {
        Text("Your changes will be lost if you don't save them.")
      }
      .alert(replaceTitle, isPresented: presenting(.confirmReplace)) {
        Button("Replace", role: .destructive) { resolveReplace(replace: true) }
        Button("Cancel", role: .cancel) { resolveReplace(replace: false) }
      } message: {
        Text("Replacing it writes this document over what the file holds now.")
      }
      .alert(changedTitle, isPresented: presenting(.confirmChanged)) {
        Button("Save Anyway", role: .destructive) { resolveChanged(saveAnyway: true) }
        Button("Cancel", role: .cancel) { resolveChanged(saveAnyway: false) }
      } message: {
        Text(
          "It changed on disk since it was opened or saved here. Save Anyway replaces those "
            + "changes with this document; File › Revert to Saved shows the file as it is now.")
      }
      .alert(readOnlyTitle, isPresented: presenting(.confirmReadOnly)) {
        Button("Save Anyway") { resolveReadOnly(saveAnyway: true) }
        Button("Cancel", role: .cancel) { resolveReadOnly(saveAnyway: false) }
      } message: {
        Text(
          "Its permissions do not allow writing. Save Anyway writes it if the folder allows "
            + "and leaves its permissions as they are.")
      }
  }

  @ViewBuilder private var framed: some View {
    if showsTitle {
      VStack(alignment: .leading, spacing: 0) {
        titleLine
        ContainerRegion(content: content)
      }
    } else {
      ContainerRegion(content: content)
    }
  }

  @ViewBuilder private var titleLine: some View {
    if let document = window?.document {
      HStack(spacing: 0) {
        Text(document.displayName).bold()
        if document.isEdited {
          Text(" — Edited").foregroundStyle(.secondary)
        }
        Spacer()
        if manager.windows.count > 1,
          let index = manager.windows.firstIndex(where: {
            $0.id == window?.id
          })
        {
          Text("\(index + 1)/\(manager.windows.count)").foregroundStyle(.secondary)
        }
      }
    } else {
      VStack(alignment: .leading, spacing: 1) {
        Text("No open documents").bold()
        Text("File › New makes one; File › Open… opens a file.").foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  private func presenting(_ kind: DocumentPanel.Kind) -> Binding<Bool> {
    let manager = self.manager
    // Dismissing closes the panel shown when the binding was made, not one its own button's
    // action put in its place (Don't Save going on to the next window's question).
    let shown = manager.panel?.identity
    return Binding(
      get: { manager.panel?.kind == kind },
      set: { isPresented in
        guard !isPresented, manager.panel?.kind == kind, manager.panel?.identity == shown
        else { return }
        manager.panel = nil
        if kind == .open || kind == .savePath || kind == .confirmReadOnly
          || kind == .confirmReplace || kind == .confirmChanged
        {
          manager.cancelQuit()
        }
      })
  }

  private var failureTitle: String {
    if case .failure(let title, _) = manager.panel { return title }
    return ""
  }

  private var failureMessage: String {
    if case .failure(_, let message) = manager.panel { return message }
    return ""
  }

  private var confirmTitle: String {
    guard case .confirmClose(let id) = manager.panel,
      let window = manager.windows.first(where: { $0.id == id })
    else { return "" }
    return "Do you want to save the changes made to “\(window.displayName)”?"
  }

  private var readOnlyTitle: String {
    guard case .confirmReadOnly(let request) = manager.panel else { return "" }
    return "“\(VisibleName.of(request.url.lastPathComponent))” is read-only. Save anyway?"
  }

  private var replaceTitle: String {
    guard case .confirmReplace(let request) = manager.panel else { return "" }
    return
      "“\(VisibleName.of(request.url.lastPathComponent))” already exists. Do you want to replace it?"
  }

  private func resolveReplace(replace: Bool) {
    guard case .confirmReplace(let request) = manager.panel else { return }
    manager.resolveReplace(request, replace: replace)
  }

  private var changedTitle: String {
    guard case .confirmChanged(let request) = manager.panel else { return "" }
    return
      "“\(VisibleName.of(request.url.lastPathComponent))” was changed by another program. Save anyway?"
  }

  private func resolveChanged(saveAnyway: Bool) {
    guard case .confirmChanged(let request) = manager.panel else { return }
    manager.resolveChanged(request, saveAnyway: saveAnyway)
  }

  private func resolveReadOnly(saveAnyway: Bool) {
    guard case .confirmReadOnly(let request) = manager.panel else { return }
    manager.resolveReadOnly(request, saveAnyway: saveAnyway)
  }

  private func resolveClose(_ choice: WindowManager.CloseChoice) {
    guard case .confirmClose(let id) = manager.panel else { return }
    manager.resolveClose(windowID: id, choice: choice)
  }
}
