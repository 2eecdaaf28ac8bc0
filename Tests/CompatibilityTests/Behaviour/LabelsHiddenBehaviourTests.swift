import Foundation
import Keystroke
import KeystrokeTerminal
import KeystrokeTesting
import Testing

extension View {
  /// Places the view at the top left of the test screen (a hosted view is centred).
  fileprivate func topLeading() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A form of controls, with their labels shown or hidden.
private struct LabelledControls: View {
  let hidesLabels: Bool
  @State private var isMuted = false
  @State private var theme = 0
  @State private var count = 2

  var body: some View {
    Form {
      TextField("Name", text: .constant("Ada")).labelsHidden(when: hidesLabels)
      Toggle("Mute", isOn: $isMuted).labelsHidden(when: hidesLabels)
      Picker("Theme", selection: $theme) {
        Text("Light").tag(0)
        Text("Dark").tag(1)
      }.labelsHidden(when: hidesLabels)
      Stepper("Count", value: $count).labelsHidden(when: hidesLabels)
      LabeledContent("Owner", value: "Grace").labelsHidden(when: hidesLabels)
    }
  }
}

extension View {
  /// This view with its labels hidden, or as it is.
  @ViewBuilder
  fileprivate func labelsHidden(when hides: Bool) -> some View {
    if hides { labelsHidden() } else { self }
  }
}

@MainActor
@Suite struct LabelsHiddenBehaviourTests {
  @Test func labelsHiddenDrawsTheControlsAlone() {
    let shown = TestHost(LabelledControls(hidesLabels: false).topLeading(), columns: 40, rows: 6)
    for label in ["Name", "Mute", "Theme", "Count", "Owner"] {
      #expect(shown.text.contains(label))
    }
    let hidden = TestHost(LabelledControls(hidesLabels: true).topLeading(), columns: 40, rows: 6)
    for label in ["Name", "Mute", "Theme", "Count", "Owner"] {
      #expect(!hidden.text.contains(label))
    }
    // No label column is left: each control starts at the form's leading edge.
    #expect(hidden.lines[0].hasPrefix("Ada"))
    #expect(hidden.lines[1].hasPrefix("[ ]"))
    #expect(hidden.lines[2].hasPrefix("[ Light ▾]"))
    #expect(hidden.lines.contains("Grace"))
  }

  @Test func labelsHiddenOnAFormHidesEveryLabel() {
    @MainActor struct Settings: View {
      @State private var isOn = true
      var body: some View {
        Form {
          Toggle("Sync", isOn: $isOn)
          Slider(value: .constant(0.5)) { Text("Level") }
        }
        .labelsHidden()
      }
    }
    let host = TestHost(Settings().topLeading(), columns: 20, rows: 3)
    #expect(host.lines[0] == "[x]")
    #expect(!host.text.contains("Level"))
  }
}
