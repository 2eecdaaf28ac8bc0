import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let pendingResize = Atomic<Bool>(false)
private let pendingStop = Atomic<Bool>(false)
private let pendingContinue = Atomic<Bool>(false)
private let handlersInstalled = Atomic<Bool>(false)
/// Whether SIGINT, SIGTERM and SIGHUP end the loop instead of the process.
private let terminationDeferred = Atomic<Bool>(false)
/// The terminating signal that ended the loop (0 for none).
private let pendingTermination = Atomic<Int32>(0)
/// The write end of the self-pipe; a signal handler writes one byte to wake the loop.
private nonisolated(unsafe) var wakeWriteFD: Int32 = -1
/// The actions that were installed before ours, indexed by signal number, for chaining.
private nonisolated(unsafe) let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 65)

/// Signals that end the process: restore, then die of the same signal with its default action
/// (or, after ``SignalInbox/deferTermination()``, end the loop first; SIGQUIT never waits).
private let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
/// Signals that report a crash: restore, then hand the signal to the previous handler.
private let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

private func wakeLoop() {
  var byte: UInt8 = 1
  _ = write(wakeWriteFD, &byte, 1)
}

private func installAction(
  _ signal: Int32, flags: Int32, _ configure: (inout sigaction) -> Void
) {
  var action = sigaction()
  sigemptyset(&action.sa_mask)
  action.sa_flags = flags
  configure(&action)
  _ = sigaction(signal, &action, previousActions + Int(signal))
}

#if canImport(Glibc)
private func setHandler(
  _ action: inout sigaction, _ handler: @escaping @convention(c) (Int32) -> Void
) {
  action.__sigaction_handler.sa_handler = handler
}
private func setInfoHandler(
  _ action: inout sigaction,
  _ handler:
    @escaping @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) ->
    Void
) {
  action.__sigaction_handler.sa_sigaction = handler
}
#else
private func setHandler(
  _ action: inout sigaction, _ handler: @escaping @convention(c) (Int32) -> Void
) {
  action.__sigaction_u.__sa_handler = handler
}
private func setInfoHandler(
  _ action: inout sigaction,
  _ handler:
    @escaping @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) ->
    Void
) {
  action.__sigaction_u.__sa_sigaction = handler
}
#endif

/// The signals that reached the process since the loop last looked.
public struct PendingSignals: Hashable, Sendable {
  /// SIGWINCH: the window size changed.
  public var resize: Bool
  /// SIGTSTP: something asked the process to suspend.
  public var stop: Bool
  /// SIGCONT: the process was continued after a stop.
  public var `continue`: Bool

  /// Creates a set of pending signals.
  public init(resize: Bool = false, stop: Bool = false, continue: Bool = false) {
    self.resize = resize
    self.stop = stop
    self.continue = `continue`
  }

  /// Whether any signal is pending.
  public var isEmpty: Bool { !resize && !stop && !self.continue }
}

/// Signal handling for a session: a self-pipe the loop polls, flags for resize, suspend and
/// continue, and restore-then-die handlers for terminating and fatal signals.
///
/// Handlers only touch atomics, `write`, `tcsetattr`, `signal`, `sigaction` and `raise`, all
/// async-signal-safe. Fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) restore
/// the terminal, reinstall the handler that was there before (such as the Swift runtime's
/// backtracer) and let the signal reach it: a fault re-executes, a sent signal is re-raised.
public enum SignalInbox {
  /// The read end of the self-pipe, once ``install()`` has run.
  public private(set) nonisolated(unsafe) static var wakeFD: Int32 = -1

  /// Installs the handlers and the self-pipe; later calls do nothing.
  public static func install() throws(TerminalError) {
    guard !handlersInstalled.exchange(true, ordering: .sequentiallyConsistent) else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .last("pipe") }
    for fd in ends {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    wakeFD = ends[0]
    wakeWriteFD = ends[1]
    installAlternateStack()
    for signal in terminationSignals {
      installAction(signal, flags: 0) { setHandler(&$0, terminationHandler) }
    }
    for signal in fatalSignals {
      installAction(signal, flags: SA_SIGINFO | SA_ONSTACK) { setInfoHandler(&$0, fatalHandler) }
    }
    installAction(SIGWINCH, flags: SA_RESTART) {
      setHandler(&$0) { _ in
        pendingResize.store(true, ordering: .sequentiallyConsistent)
        wakeLoop()
      }
    }
    installAction(SIGTSTP, flags: SA_RESTART) {
      setHandler(&$0) { _ in
        pendingStop.store(true, ordering: .sequentiallyConsistent)
        wakeLoop()
      }
    }
    installAction(SIGCONT, flags: SA_RESTART) {
      setHandler(&$0) { _ in
        pendingContinue.store(true, ordering: .sequentiallyConsistent)
        wakeLoop()
      }
    }
    _ = signal(SIGPIPE, SIG_IGN)
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in terminationSignals + fatalSignals + [SIGWINCH, SIGTSTP, SIGCONT] {
      sigaddset(&handled, signal)
    }
    _ = sigprocmask(SIG_UNBLOCK, &handled, nil)
    atexit { EmergencyRestore.restore() }
  }

  /// Empties the self-pipe and returns the signals that arrived since the last call.
  public static func takePending() -> PendingSignals {
    if wakeFD >= 0 {
      var buffer = [UInt8](repeating: 0, count: 64)
      while buffer.withUnsafeMutableBytes({ read(wakeFD, $0.baseAddress, 64) }) > 0 {}
    }
    return PendingSignals(
      resize: pendingResize.exchange(false, ordering: .sequentiallyConsistent),
      stop: pendingStop.exchange(false, ordering: .sequentiallyConsistent),
      continue: pendingContinue.exchange(false, ordering: .sequentiallyConsistent))
  }

  /// Makes SIGINT, SIGTERM and SIGHUP end the event loop, which restores the terminal and
  /// returns, instead of ending the process at once, so the app can close its files; the
  /// signal is then in ``terminationSignal``. A second such signal, and SIGQUIT, still end
  /// the process at once.
  public static func deferTermination() {
    terminationDeferred.store(true, ordering: .sequentiallyConsistent)
  }

  /// The terminating signal that ended the loop after ``deferTermination()``, if any.
  public static var terminationSignal: Int32? {
    let signal = pendingTermination.load(ordering: .sequentiallyConsistent)
    return signal == 0 ? nil : signal
  }

  /// Ends the process by `signal` with its default action, as if it had not been caught, so
  /// the parent sees which signal it was.
  public static func end(bySignal number: Int32) {
    _ = signal(number, SIG_DFL)
    // The calling thread may block the signal (dispatch's worker threads block them all).
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    _ = pthread_sigmask(SIG_UNBLOCK, &only, nil)
    _ = raise(number)
  }

  /// Stops the process with SIGSTOP, which (unlike SIGTSTP) always stops, even in an orphaned
  /// process group. Returns after SIGCONT.
  public static func stopProcess() { _ = raise(SIGSTOP) }

  /// The alternate signal stack, kept for the life of the process. Holding it here (not only in
  /// the kernel) keeps LeakSanitizer from reporting it as a leak at exit.
  private nonisolated(unsafe) static var alternateStack: UnsafeMutableRawPointer?

  private static func installAlternateStack() {
    let size = 64 * 1024
    var stack = stack_t()
    let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    alternateStack = memory
    stack.ss_sp = memory
    stack.ss_size = size
    stack.ss_flags = 0
    _ = sigaltstack(&stack, nil)
  }
}

private func terminationHandler(_ signalNumber: Int32) {
  if signalNumber != SIGQUIT, terminationDeferred.load(ordering: .sequentiallyConsistent),
    pendingTermination.compareExchange(
      expected: 0, desired: signalNumber, ordering: .sequentiallyConsistent
    ).exchanged
  {
    wakeLoop()
    return
  }
  EmergencyRestore.restore()
  _ = signal(signalNumber, SIG_DFL)
  _ = raise(signalNumber)
}

private func fatalHandler(
  _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
  _ context: UnsafeMutableRawPointer?
) {
  EmergencyRestore.restore()
  _ = sigaction(signalNumber, previousActions + Int(signalNumber), nil)
  // A signal sent by kill/raise/abort (si_code <= 0) would not come back by itself; a fault
  // re-executes the faulting instruction when the handler returns.
  if let info, info.pointee.si_code > 0 { return }
  _ = raise(signalNumber)
}
