#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process started by ``PseudoTerminal/spawn(_:arguments:environment:)``.
public struct ChildProcess: Hashable, Sendable {
  /// The process id.
  public let id: Int32

  /// A signal a harness sends to a child.
  public enum Signal: Hashable, Sendable, CaseIterable {
    /// SIGINT.
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP.
    case hangUp
    /// SIGQUIT.
    case quit
    /// SIGCONT.
    case `continue`
    /// SIGKILL.
    case kill

    /// The signal's number on this platform.
    public var number: Int32 {
      switch self {
      case .interrupt: return SIGINT
      case .terminate: return SIGTERM
      case .hangUp: return SIGHUP
      case .quit: return SIGQUIT
      case .continue: return SIGCONT
      case .kill: return SIGKILL
      }
    }
  }

  /// How a child ended.
  public enum Termination: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// It was killed by the signal with this number.
    case signaled(Int32)
  }

  /// Sends `signal` to the child.
  public func send(_ signal: Signal) { _ = kill(id, signal.number) }

  /// Whether the child has stopped (SIGSTOP/SIGTSTP), without waiting. Reaps nothing.
  public func isStopped() -> Bool {
    var status: Int32 = 0
    let result = waitpid(id, &status, WUNTRACED | WNOHANG)
    return result == id && status & 0xFF == 0x7F
  }

  /// Reaps the child if it has ended, without waiting.
  ///
  /// - Returns: How it ended, or `nil` if it is still running.
  public func poll() -> Termination? {
    var status: Int32 = 0
    guard waitpid(id, &status, WNOHANG) == id else { return nil }
    let signal = status & 0x7F
    if signal == 0 { return .exited((status >> 8) & 0xFF) }
    return .signaled(signal)
  }
}
