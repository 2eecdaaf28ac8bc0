import Keystroke

// Custom styles in the shape of Apple's ButtonStyle and ToggleStyle documentation.

/// Draws a button's label between angle brackets.
// compat: ButtonStyle
struct AngleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("<")
      configuration.label
      Text(">")
    }
    .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

/// Draws a toggle as a button reading "ON" or "OFF" after its label.
// compat: ToggleStyle
struct OnOffToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Button(configuration.isOn ? "ON" : "OFF") {
        configuration.isOn.toggle()
      }
    }
  }
}

/// Previews, as template files carry them.
// compat: PreviewProvider
struct AngleButtonStyle_Previews: PreviewProvider {
  static var previews: some View {
    Button("Go") {}
      .buttonStyle(AngleButtonStyle())
      // compat: .previewLayout
      .previewLayout(.sizeThatFits)
  }
}

// compat: #Preview
#Preview("Angle button") {
  Button("Go") {}
    .buttonStyle(AngleButtonStyle())
}

/// Draws progress as its label, the percentage done and the current value label.
// compat: ProgressViewStyle
struct PercentageProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(configuration.fractionCompleted.map { "\(Int($0 * 100))%" } ?? "…")
      configuration.currentValueLabel
    }
  }
}

/// Puts a heading above the built-in look, made from the configuration.
struct HeadedProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      Text("Progress").font(.headline)
      ProgressView(configuration)
    }
  }
}

/// Progress views drawn by the styles above.
struct StyledProgress: View {
  var body: some View {
    VStack {
      ProgressView("Upload", value: 0.4).progressViewStyle(PercentageProgressStyle())
      ProgressView(value: 0.4).progressViewStyle(HeadedProgressStyle())
    }
  }
}
