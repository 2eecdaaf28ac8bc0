import KeystrokeCore
import Testing

@testable import Keystroke

/// A form whose coupon field shows only while a box is ticked (`if` without `else`), between
/// a button before it and one after.
private struct Checkout: View {
  @State private var hasCoupon = true
  @State private var coupon = ""
  @State private var log: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      Button("Back") { log.append("back") }
      if hasCoupon {
        TextField("Coupon", text: $coupon)
          .onSubmit { hasCoupon = false }
      }
      Button("Pay") { log.append("pay") }
      Text("Log: " + log.joined(separator: ","))
    }
  }
}

/// A focused view an `if` without `else` drops hands focus to the next enabled control the
/// build reaches, in the pass that drops it, as after a focused control built disabled.
@MainActor
@Suite struct DroppedContentFocusTests {
  @Test func theNextControlTakesFocusInOnePass() throws {
    let host = ViewHost(Checkout(), width: 40, height: 8)
    host.update()
    try host.press("tab")
    #expect(host.focusedText?.contains("Coupon") == true)
    // Return submits the coupon, which takes the field away.
    try host.press("enter")
    #expect(!host.lines.contains { $0.contains("Coupon") })
    #expect(host.passesInLastUpdate == 1)
    #expect(host.focusedText == "[ Pay ]")
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Log: pay") })
  }
}
