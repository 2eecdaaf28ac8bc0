import Dispatch
import KeystrokeCore
import Synchronization
import Testing

@testable import KeystrokeTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The events a handler saw, from whichever thread called it.
private final class EventLog: Sendable {
  private let events = Mutex<[TerminalEvent]>([])
  let quitOn: Character?

  init(quitOn: Character? = nil) { self.quitOn = quitOn }

  func handle(_ event: LoopEvent<TerminalEvent>) -> LoopResponse {
    guard case .input(let input) = event else { return .unchanged }
    events.withLock { $0.append(input) }
    if let quitOn, case .key(let key) = input, key.text == String(quitOn) { return .quit }
    return .unchanged
  }

  /// The text of the keys seen, in order.
  var typed: String {
    events.withLock { events in
      events.map { event -> String in
        if case .key(let key) = event { return key.text ?? "" }
        return ""
      }.joined()
    }
  }

  var escapes: Int {
    events.withLock { events in
      events.filter {
        if case .key(let key) = $0 { return key.shortcut.key == .escape }
        return false
      }.count
    }
  }
}

/// A pipe standing in for the terminal's input.
private final class InputPipe {
  let readFD: Int32
  private(set) var writeFD: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    precondition(pipe(&ends) == 0)
    readFD = ends[0]
    writeFD = ends[1]
  }

  deinit {
    close(readFD)
    closeWriteEnd()
  }

  func type(_ text: String) {
    let bytes = Array(text.utf8)
    let fd = writeFD
    let written = bytes.withUnsafeBytes { buffer in write(fd, buffer.baseAddress, buffer.count) }
    #expect(written == bytes.count)
  }

  func closeWriteEnd() {
    if writeFD >= 0 { close(writeFD) }
    writeFD = -1
  }
}

@Suite struct SharedLoopDriverTests {
  private func makeShared(_ input: InputPipe) throws -> SharedLoopDriver<InputDecoder> {
    try SharedLoopDriver(
      decoder: InputDecoder(), inputFD: input.readFD,
      size: TerminalSize(columns: 80, rows: 24), environment: TerminalEnvironment([:]))
  }

  /// Ends the negotiation as a terminal that never answers does.
  private func decide(_ shared: SharedLoopDriver<InputDecoder>) {
    shared.withDriver { $0.advance(to: .seconds(60), handle: { _ in .unchanged }) }
  }

  /// The loop thread's wait, after the writes and frames that come before it.
  private func loopWait(_ shared: SharedLoopDriver<InputDecoder>) -> (
    readsInput: Bool, timeout: Duration?
  )? {
    for _ in 0..<8 {
      switch shared.nextStep() {
      case .write, .frame: continue
      case .wait(let readsInput, let timeout): return (readsInput, timeout)
      case .finish, .suspend: return nil
      }
    }
    return nil
  }

  private func signalled(_ shared: SharedLoopDriver<InputDecoder>) throws -> Bool {
    defer { shared.loopSignal.drain() }
    return try PlatformCalls.waitReadable([shared.loopSignal.readFD], timeout: .zero)[0]
  }

  @Test func theMainThreadLeavesTheNegotiationToTheLoop() throws {
    let input = InputPipe()
    let shared = try makeShared(input)
    #expect(shared.mainWillWait() == nil)
    decide(shared)
    #expect(shared.mainWillWait() == input.readFD)
  }

  @Test func anIdleMainThreadReadsKeysAndTheLoopStopsWaitingOnThem() throws {
    let input = InputPipe()
    let shared = try makeShared(input)
    decide(shared)
    #expect(loopWait(shared)?.readsInput == true)
    #expect(shared.mainWillWait() == input.readFD)
    // The loop thread was waiting on the input: it is told to stop.
    #expect(try signalled(shared))
    #expect(loopWait(shared)?.readsInput == false)

    let log = EventLog()
    input.type("ab")
    shared.mainDidWake(inputReady: true, handle: log.handle)
    #expect(log.typed == "ab")
    // Busy now: the loop thread is woken to take the input over, and nothing is left for it.
    #expect(try signalled(shared))
    #expect(try shared.read(handle: log.handle) == .nothing)
    #expect(loopWait(shared)?.readsInput == true)
  }

  @Test func aLoneEscapeReadByTheMainThreadIsLeftToTheLoopsDeadline() throws {
    let input = InputPipe()
    let shared = try makeShared(input)
    decide(shared)
    let log = EventLog()
    _ = shared.mainWillWait()
    input.type("\u{1B}")
    shared.mainDidWake(inputReady: true, handle: log.handle)
    #expect(log.escapes == 0)
    let timeout = try #require(loopWait(shared)?.timeout)
    #expect(timeout <= .seconds(1))
    let later = shared.now + .seconds(1)
    shared.withDriver { $0.advance(to: later, handle: log.handle) }
    #expect(log.escapes == 1)
  }

  @Test func aQuitOrTheEndOfInputReadByTheMainThreadEndsTheLoop() throws {
    let input = InputPipe()
    let shared = try makeShared(input)
    decide(shared)
    _ = shared.mainWillWait()
    input.type("q")
    shared.mainDidWake(inputReady: true, handle: EventLog(quitOn: "q").handle)
    guard case .finish(nil) = shared.nextStep() else {
      Issue.record("the loop should finish")
      return
    }

    let other = InputPipe()
    let ended = try makeShared(other)
    decide(ended)
    _ = ended.mainWillWait()
    other.closeWriteEnd()
    ended.mainDidWake(inputReady: true, handle: EventLog().handle)
    guard case .finish(nil) = ended.nextStep() else {
      Issue.record("the loop should finish")
      return
    }
    #expect(ended.mainWillWait() == nil)
  }

  @Test func aReadThatFailsOnTheMainThreadEndsTheLoopWithItsError() throws {
    let directory = open("/", O_RDONLY)
    #expect(directory >= 0)
    defer { close(directory) }
    let shared = try SharedLoopDriver(
      decoder: InputDecoder(), inputFD: directory, size: TerminalSize(columns: 80, rows: 24),
      environment: TerminalEnvironment([:]))
    decide(shared)
    _ = shared.mainWillWait()
    shared.mainDidWake(inputReady: true, handle: EventLog().handle)
    guard case .finish(let failure?) = shared.nextStep() else {
      Issue.record("the loop should finish with the read's error")
      return
    }
    #expect(failure.description.contains("read"))
  }

  /// Two threads reading at once, as the loop and the main thread may when a key wakes both:
  /// every byte is handed on once, in the order it was written.
  @Test func twoReadersHandEachKeyOnOnceInOrder() throws {
    let input = InputPipe()
    let shared = try makeShared(input)
    decide(shared)
    let log = EventLog()
    var generator = SeededGenerator(seed: 14)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let text = String((0..<4000).map { _ in letters.randomElement(using: &generator)! })
    let done = Atomic<Bool>(false)
    let readFD = input.readFD
    let readers = DispatchGroup()
    for index in 0..<2 {
      DispatchQueue.global().async(group: readers) {
        while !done.load(ordering: .acquiring) {
          guard
            (try? PlatformCalls.waitReadable([readFD], timeout: .milliseconds(5)))?[0]
              == true
          else { continue }
          if index == 0 {
            shared.mainDidWake(inputReady: true, handle: log.handle)
            _ = shared.mainWillWait()
          } else {
            _ = try? shared.read(handle: log.handle)
          }
        }
      }
    }
    var offset = text.startIndex
    while offset < text.endIndex {
      let end = text.index(offset, offsetBy: 7, limitedBy: text.endIndex) ?? text.endIndex
      input.type(String(text[offset..<end]))
      offset = end
      usleep(50)
    }
    var waited = 0
    while log.typed.count < text.count, waited < 2000 {
      usleep(1000)
      waited += 1
    }
    done.store(true, ordering: .releasing)
    readers.wait()
    #expect(log.typed == text)
  }
}
