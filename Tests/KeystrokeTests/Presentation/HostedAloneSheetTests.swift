import KeystrokeTesting
import Testing

@testable import Keystroke

/// A view hosted alone (a test host, a preview) presents its sheets over the whole screen, as
/// a window does, however small the view is.
@MainActor
@Suite struct HostedAloneSheetTests {
  struct OneLine: View {
    @State private var isShown = true

    var body: some View {
      Text("Base line")
        .sheet(isPresented: $isShown) {
          VStack {
            Text("Sheet body")
            Button("Close") { isShown = false }
          }
        }
    }
  }

  @Test(arguments: [30, 80])
  func aOneLineViewsSheetIsDrawnOverTheScreen(columns: Int) throws {
    let host = TestHost(OneLine(), columns: columns, rows: 10)
    #expect(host.row(containing: "Sheet body") != nil)
    #expect(host.row(containing: "[ Close ]") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Sheet body") == nil)
    #expect(host.row(containing: "Base line") != nil)
  }
}
