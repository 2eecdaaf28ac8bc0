/// The question asked when the user quits while a sheet holds changes it keeps Escape from
/// discarding (`.interactiveDismissDisabled(true)`, SwiftUI's sign of unsaved edits): quitting
/// would lose them without a word. Cancel, the button the alert starts on, keeps the app and
/// the sheet as they were; Quit goes on quitting (asking about edited documents next, as a
/// quit always does).
///
/// Built by the app's root after the window, as the settings notice is.
struct QuitOverEditsAlert: View {
  let state: AppRuntimeState
  /// Goes on quitting.
  let quit: @MainActor () -> Void
  /// Rebuilds the app's root, which builds this alert again or leaves it out.
  let changed: any ChangeSignal

  /// Whether quitting over `layers`, the presentations shown, should ask first: one of them
  /// keeps Escape from dismissing it.
  static func isNeeded(layers: [PresentationLayerRecord]) -> Bool {
    layers.contains { $0.isDismissDisabled }
  }

  var body: some View {
    EmptyView()
      .alert("Quit without saving your changes?", isPresented: isPresented) {
        Button("Quit", role: .destructive) { quit() }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("A sheet has changes that are not saved. Quitting now loses them.")
      }
  }

  private var isPresented: Binding<Bool> {
    let state = self.state
    let changed = self.changed
    return Binding(
      get: { state.asksToQuitOverEdits },
      set: { isPresented in
        guard !isPresented, state.asksToQuitOverEdits else { return }
        state.asksToQuitOverEdits = false
        changed.raise()
      })
  }
}
