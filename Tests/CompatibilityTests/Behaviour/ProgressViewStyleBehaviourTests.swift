import Keystroke
import KeystrokeTesting
import Testing

/// Shows progress as its label and a percentage in brackets.
private struct PercentProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      configuration.label
      if let fraction = configuration.fractionCompleted {
        Text("[\(Int(fraction * 100))%]")
      } else {
        Text("[busy]")
      }
      configuration.currentValueLabel
    }
  }
}

/// Puts a mark before the built-in quarter glyph, drawn from the configuration.
private struct MarkedProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      Text("»")
      ProgressView(configuration).progressViewStyle(.circular)
    }
  }
}

@MainActor
@Suite struct ProgressViewStyleBehaviourTests {
  @Test func aStyleOfYourOwnDrawsEveryProgressViewInside() {
    let host = TestHost(
      VStack(alignment: .leading) {
        ProgressView("Upload", value: 3, total: 4)
        ProgressView("Waiting")
        ProgressView(value: 0.25) {
          Text("Sync")
        } currentValueLabel: {
          Text("1 of 4")
        }
        ProgressView(value: 0.5)
      }
      .progressViewStyle(PercentProgressStyle())
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 30, rows: 5)
    #expect(
      Array(host.lines.prefix(4)) == [
        "Upload [75%]", "Waiting [busy]", "Sync [25%] 1 of 4", "[50%]",
      ])
  }

  @Test func progressViewOfTheConfigurationDrawsTheBuiltInLook() {
    let host = TestHost(
      ProgressView("Copy", value: 0.5)
        .progressViewStyle(MarkedProgressStyle())
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 30, rows: 2)
    #expect(host.lines[0] == "» ◑ 50% Copy")
  }

  @Test func aBuiltInStyleInsideReplacesTheCustomOne() {
    let host = TestHost(
      VStack(alignment: .leading) {
        ProgressView(value: 0.5).progressViewStyle(.circular)
        ProgressView(value: 0.5)
      }
      .progressViewStyle(PercentProgressStyle())
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 30, rows: 3)
    #expect(Array(host.lines.prefix(2)) == ["◑ 50%", "[50%]"])
  }
}
