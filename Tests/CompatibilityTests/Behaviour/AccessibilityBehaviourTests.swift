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

  @Test func accessibilityFocusStateHoldsWhatTheAppSetsWithoutMovingKeyboardFocus() throws {
    @MainActor struct Checklist: View {
      @AccessibilityFocusState private var onWarning: Bool
      @AccessibilityFocusState private var reader: Int?
      @State private var presses = 0
      var body: some View {
        VStack(alignment: .leading) {
          Button("Check") {
            presses += 1
            onWarning = true
            reader = presses
          }
          Text("Warning").accessibilityFocused($onWarning)
          Text("Second").accessibilityFocused($reader, equals: 2)
          Text("warned \(onWarning) reader \(reader.map(String.init) ?? "none") \(presses)")
        }
      }
    }
    let host = TestHost(Checklist().topLeading(), columns: 40, rows: 5)
    #expect(host.text.contains("warned false reader none 0"))
    try host.play("tab enter")
    #expect(host.text.contains("warned true reader 1 1"))
    // Keyboard focus stayed on the button: Return presses it again.
    try host.play("enter")
    #expect(host.text.contains("warned true reader 2 2"))
  }
}
