import Keystroke

/// The custom-unit form: a name not already taken. ⌘S saves (only a valid name), Escape
/// cancels.
struct UnitFormView: View {
  @EnvironmentObject private var library: GoalLibrary
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""
  /// Whether a name has been typed since the form opened (only then is a problem shown).
  @State private var isTouched = false
  /// Called with the new unit's name once it is saved.
  let onSave: (String) -> Void

  private var trimmed: String { name.trimmingCharacters(in: .whitespaces) }

  private var problem: String? {
    if trimmed.isEmpty { return "Enter a name." }
    if library.unitNames.contains(where: { $0.lowercased() == trimmed.lowercased() }) {
      return "“\(trimmed)” already exists."
    }
    return nil
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("New Unit").bold()
      TextField("Name", text: $name)
        .onChange(of: name) { isTouched = true }
      Text(isTouched ? problem ?? "" : "").foregroundStyle(.secondary)
      HStack {
        Button("Cancel", role: .cancel) { dismiss() }
          .keyboardShortcut(.cancelAction)
        Button("Save") { save() }
          .keyboardShortcut("s", modifiers: .command)
          .disabled(problem != nil)
      }
    }
  }

  private func save() {
    guard problem == nil, let unit = library.addUnit(named: trimmed) else { return }
    onSave(unit.name)
    dismiss()
  }
}
