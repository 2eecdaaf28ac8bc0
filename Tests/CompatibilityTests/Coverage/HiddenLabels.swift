import Keystroke

/// A compact settings row whose controls carry their names only for menus and the palette.
struct CompactControls: View {
  @State private var isMuted = false
  @State private var theme = 0
  @State private var volume = 0.5

  var body: some View {
    HStack {
      Toggle("Mute", isOn: $isMuted)
      Picker("Theme", selection: $theme) {
        Text("Light").tag(0)
        Text("Dark").tag(1)
      }
      Slider(value: $volume) { Text("Volume") }
    }
    // compat: .labelsHidden
    .labelsHidden()
  }
}
