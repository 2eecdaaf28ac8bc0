import Observation
import Testing

@testable import Keystroke

/// A model whose flag a toggle shows and a button elsewhere flips.
@Observable
@MainActor
private final class Switchboard {
  var isOn = false
  var title = "lamp"
}

/// A row that passes a binding to a toggle and never reads the flag itself.
private struct SwitchRow: View {
  @Bindable var board: Switchboard
  var body: some View {
    TextField("Title", text: $board.title)
    Toggle("Lamp", isOn: $board.isOn)
  }
}

/// The row above a button that changes the model from outside the row.
private struct SwitchScreen: View {
  let board: Switchboard
  var body: some View {
    VStack(spacing: 0) {
      SwitchRow(board: board)
      Button("Flip") {
        board.isOn.toggle()
        board.title = "desk"
      }
    }
  }
}

@MainActor
@Suite struct ControlBindingTrackingTests {
  @Test func aControlShowsAnObservableChangeMadeElsewhere() {
    let board = Switchboard()
    let host = ViewHost(SwitchScreen(board: board), width: 30, height: 4)
    host.update()
    let before = host.lines.joined(separator: "\n")
    #expect(before.contains("lamp"))
    board.isOn = true
    board.title = "desk"
    // Only the controls read the properties, through their bindings: they must still update.
    #expect(host.needsUpdate)
    host.update()
    let after = host.lines.joined(separator: "\n")
    #expect(after.contains("desk"))
    #expect(after != before.replacingOccurrences(of: "lamp", with: "desk"))
  }
}
