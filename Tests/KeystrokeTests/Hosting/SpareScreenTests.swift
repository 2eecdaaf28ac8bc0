import Testing

@testable import Keystroke

/// Where the bar's length is set from outside.
private final class Handle {
  var length: Binding<Int>?
}

/// A row of `#` as long as a count the test sets from outside.
private struct Bar: View {
  let expose: (Binding<Int>) -> Void
  @State private var length = 20
  var body: some View {
    expose($length)
    return Text(String(repeating: "#", count: length)).frame(width: 30, alignment: .leading)
  }
}

/// The screen buffer a frame is drawn into is the one drawn two frames before, cleared: by
/// the update itself, or ahead of it once the last frame was written.
@MainActor
@Suite struct SpareScreenTests {
  /// A host that drew a long bar, then a short one, so its spare buffer holds the long one.
  private func host(_ handle: Handle) -> ViewHost {
    let host = ViewHost(Bar { handle.length = $0 }, width: 30, height: 1)
    host.update()
    handle.length?.wrappedValue = 1
    host.update()
    return host
  }

  @Test func aFrameDrawnIntoTheBufferClearedAfterTheLastFrameHoldsNothingOlder() {
    let handle = Handle()
    let host = host(handle)
    host.frameWritten()
    let clears = host.spareScreenClearsInUpdates
    handle.length?.wrappedValue = 2
    host.update()
    #expect(host.lines.first?.trimmingTrailingSpaces == "##")
    // Cleared once the frame was written, not again on the next update's path.
    #expect(host.spareScreenClearsInUpdates == clears)
  }

  @Test func withoutAFrameWrittenTheUpdateClearsTheBufferItself() {
    let handle = Handle()
    let host = host(handle)
    let clears = host.spareScreenClearsInUpdates
    handle.length?.wrappedValue = 3
    host.update()
    #expect(host.lines.first?.trimmingTrailingSpaces == "###")
    #expect(host.spareScreenClearsInUpdates == clears + 1)
  }

  @Test func aResizeAfterTheFrameWasWrittenDrawsTheNewSizeWhole() {
    let handle = Handle()
    let host = host(handle)
    host.frameWritten()
    host.resize(width: 40, height: 2)
    handle.length?.wrappedValue = 4
    host.update()
    #expect(host.screen.width == 40 && host.screen.height == 2)
    #expect(host.lines.map(\.trimmingTrailingSpaces).joined(separator: "|").contains("####"))
    #expect(!host.lines.joined().contains("#####"))
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
