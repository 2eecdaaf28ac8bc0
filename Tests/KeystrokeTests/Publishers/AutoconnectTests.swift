import Foundation
import Testing

@testable import Keystroke

/// `autoconnect()` without a kept publisher, as `.onReceive(Timer.publish(…).autoconnect())`.
@MainActor
@Suite struct AutoconnectTests {
  @Test func anInlineAutoconnectedTimerDisconnectsWhenItsLastSubscriberLeaves() {
    let context = HostContext.virtual(start: Date(timeIntervalSinceReferenceDate: 0))
    var ticks = 0
    let cancellable = HostContextScope.$current.withValue(context) {
      MainThread.markingHostWork {
        Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
      }
    }
    #expect(!context.timers.isEmpty)
    MainThread.markingHostWork { context.advanceVirtualClock(by: .seconds(3)) }
    #expect(ticks == 3)
    MainThread.markingHostWork { cancellable.cancel() }
    #expect(context.timers.isEmpty)
  }
}
