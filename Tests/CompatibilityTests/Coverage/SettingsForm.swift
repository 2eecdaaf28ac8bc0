import Keystroke

// A settings form in the shape of Apple's "Settings" samples, with the iOS-only text input
// modifiers apps carry in shared code.

/// The app's settings.
struct NotesSettings: View {
  @AppStorage("compat.userName") private var userName = ""
  @AppStorage("compat.syncEnabled") private var syncEnabled = true
  @State private var fontSize = 12
  @State private var sortOrder = "Date"
  @State private var email = ""

  var body: some View {
    Form {
      Section("Account") {
        TextField("Name", text: $userName)
          // compat: .textInputAutocapitalization
          .textInputAutocapitalization(.words)
          // compat: .autocorrectionDisabled
          .autocorrectionDisabled()
          // compat: .submitLabel
          .submitLabel(.done)
        TextField("E-mail", text: $email)
          // compat: .keyboardType
          .keyboardType(.emailAddress)
          // compat: .textContentType
          .textContentType(.emailAddress)
      }
      Section {
        Toggle("Sync", isOn: $syncEnabled)
          // compat: .toggleStyle
          .toggleStyle(.switch)
        Picker("Sort by", selection: $sortOrder) {
          Text("Date").tag("Date")
          Text("Title").tag("Title")
        }
        // compat: .pickerStyle
        .pickerStyle(.segmented)
        Stepper("Font size: \(fontSize)", value: $fontSize, in: 8...32)
          // compat: .controlSize
          .controlSize(.small)
      } header: {
        Text("Display")
      }
      // compat: .headerProminence
      .headerProminence(.increased)
    }
    // compat: .formStyle
    .formStyle(.grouped)
    // compat: .navigationBarTitleDisplayMode
    .navigationBarTitleDisplayMode(.inline)
    // compat: .toolbarBackground
    .toolbarBackground(.visible, for: .navigationBar)
    .toolbarBackground(Color.blue, for: .navigationBar)
    // compat: .presentationDetents
    .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
    // compat: .presentationDragIndicator
    .presentationDragIndicator(.visible)
  }
}
