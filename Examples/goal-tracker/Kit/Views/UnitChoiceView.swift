import ExampleSupport
import Keystroke

/// The goal form's unit screen: the built-in and custom units, and New Unit for the
/// custom-unit form.
struct UnitChoiceView: View {
  @EnvironmentObject private var library: GoalLibrary
  @ObservedObject var draft: GoalDraft
  @State private var addingUnit = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("New Unit") { addingUnit = true }
      List(library.unitNames, id: \.self, selection: unit) { name in
        Text(SingleLineText.display(name))
      }
      // ↑/↓ pick the unit; Return takes it and goes back to the form.
      .onKeyPress(.return) {
        guard !draft.path.isEmpty else { return .ignored }
        draft.path.removeLast()
        return .handled
      }
    }
    .navigationTitle("Unit")
    .sheet(isPresented: $addingUnit) {
      UnitFormView { name in draft.unit = name }
    }
  }

  private var unit: Binding<String?> {
    Binding(get: { draft.unit }, set: { if let name = $0 { draft.unit = name } })
  }
}
