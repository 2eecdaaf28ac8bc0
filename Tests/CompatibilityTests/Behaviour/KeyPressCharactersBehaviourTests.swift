import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// A field of digits typed onto a focusable view that takes only digit keys.
private struct DigitPad: View {
  @State private var digits = ""
  @State private var others = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text("digits: \(digits)")
        .focusable()
        .onKeyPress(characters: .decimalDigits) { press in
          digits += press.characters
          return .handled
        }
        .onKeyPress(phases: .down) { press in
          others += press.characters
          return .handled
        }
      Text("others: \(others)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct KeyPressCharactersBehaviourTests {
  @Test func onlyKeysTypingCharactersOfTheSetReachTheHandler() throws {
    let host = TestHost(DigitPad(), columns: 30, rows: 3)
    try host.play("\"4a2b\"")
    #expect(Array(host.lines.prefix(2)) == ["digits: 42", "others: ab"])
  }
}
