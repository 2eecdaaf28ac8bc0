import Testing

@testable import KeystrokeTerminal

@Suite struct InputTurnTests {
  @Test func theLoopThreadWaitsOnTheInputUntilTheMainThreadIsIdle() {
    var turn = InputTurn()
    let loopReadsFirst = turn.loopWillWait(driverReady: true)
    #expect(loopReadsFirst)
    let idle = turn.mainWillWait(driverReady: true)
    #expect(idle.readsInput)
    // The loop thread is still waiting on the input: it is woken to stop.
    #expect(idle.wakeLoop)
    let loopReadsThen = turn.loopWillWait(driverReady: true)
    #expect(!loopReadsThen)
  }

  @Test func aBusyMainThreadHandsTheInputBack() {
    var turn = InputTurn()
    _ = turn.mainWillWait(driverReady: true)
    let loopReadsWhileIdle = turn.loopWillWait(driverReady: true)
    #expect(!loopReadsWhileIdle)
    // Woken, the main thread wakes the loop thread, which waits on the input again.
    let wakesLoop = turn.mainDidWake()
    #expect(wakesLoop)
    let loopReadsWhileBusy = turn.loopWillWait(driverReady: true)
    #expect(loopReadsWhileBusy)
    // Already waiting on it: a second wake-up needs no signal.
    let wakesAgain = turn.mainDidWake()
    #expect(!wakesAgain)
  }

  @Test func theMainThreadLeavesTheInputAloneUntilTheDriverIsReady() {
    var turn = InputTurn()
    let idle = turn.mainWillWait(driverReady: false)
    #expect(!idle.readsInput)
    #expect(!idle.wakeLoop)
    let loopReads = turn.loopWillWait(driverReady: false)
    #expect(loopReads)
  }

  @Test func noMainThreadReadWhileSuspendedOrAfterTheEnd() {
    var turn = InputTurn()
    turn.setSuspended(true)
    #expect(!turn.mainWillWait(driverReady: true).readsInput)
    let loopReads = turn.loopWillWait(driverReady: true)
    #expect(loopReads)
    turn.setSuspended(false)
    #expect(turn.mainWillWait(driverReady: true).readsInput)

    var ended = InputTurn()
    ended.endInput()
    #expect(!ended.mainWillWait(driverReady: true).readsInput)
  }
}
