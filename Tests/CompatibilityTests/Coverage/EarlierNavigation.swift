import Keystroke

// Code written for iOS 14–16 and macOS 11–13, which many apps still ship: `NavigationView`,
// the one-value `onChange(of:perform:)`, and a picker whose label view comes first.

/// A flavour to choose.
enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate
  var id: String { rawValue }
}

/// A settings screen in the earlier style.
struct EarlierSettingsScreen: View {
  @State private var flavor = Flavor.vanilla
  @State private var changes = 0

  var body: some View {
    // compat: NavigationView
    NavigationView {
      Form {
        // compat: Picker(selection:label:content:)
        Picker(selection: $flavor, label: Text("Flavor")) {
          ForEach(Flavor.allCases) { flavor in
            Text(flavor.rawValue).tag(flavor)
          }
        }
        // compat: .onChange(of:perform:)
        .onChange(of: flavor) { _ in changes += 1 }
        Text("Changes: \(changes)")
        Menu("More") {
          Button("Reset") { flavor = .vanilla }
        }
        // compat: .menuIndicator
        .menuIndicator(.hidden)
      }
      .navigationTitle("Preferences")
    }
    // compat: .navigationViewStyle
    .navigationViewStyle(.stack)
  }
}
