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

@MainActor
@Suite struct AccessibilityBehaviourTests {
  @Test func accessibilityAttachmentsLeaveTheScreenAsItWas() {
    @MainActor struct Player: View {
      @State private var plays = 0
      let describes: Bool
      var body: some View {
        VStack(alignment: .leading) {
          if describes {
            Button("▶") { plays += 1 }
              .accessibilityLabel("Play")
              .accessibilityHint("Starts the track")
              .accessibilityAddTraits(.isButton)
              .accessibilityAction(named: "Skip") { plays += 10 }
            Text("Plays \(plays)").accessibilityElement(children: .combine).accessibilityHidden(
              true)
          } else {
            Button("▶") { plays += 1 }
            Text("Plays \(plays)")
          }
        }
      }
    }
    let plain = TestHost(Player(describes: false).topLeading(), columns: 20, rows: 3)
    let described = TestHost(Player(describes: true).topLeading(), columns: 20, rows: 3)
    #expect(described.lines == plain.lines)
    try? described.play("tab enter")
    // The button still presses; the named action is never run.
    #expect(described.text.contains("Plays 1"))
  }
}
