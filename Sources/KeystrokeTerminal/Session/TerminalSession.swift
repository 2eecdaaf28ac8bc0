/// A full-screen session on the process's terminal: raw mode, modes, negotiation and restore.
///
/// ``start(modes:environment:)`` installs the signal handlers, saves termios, registers the
/// precomputed teardown for every exit path, enters raw mode, and sends the setup and the
/// negotiation queries in one write. ``end()`` restores the terminal; it is idempotent and also
/// runs from `atexit` and from signal handlers.
public final class TerminalSession {
  /// The terminal.
  public let device: TerminalDevice
  /// The modes this session entered.
  public let modes: SessionModes
  /// The environment the session was started with.
  public let environment: TerminalEnvironment

  private init(device: TerminalDevice, modes: SessionModes, environment: TerminalEnvironment) {
    self.device = device
    self.modes = modes
    self.environment = environment
  }

  /// Opens the terminal and enters the session.
  ///
  /// - Throws: ``TerminalError`` when there is no terminal, `TERM` says it cannot be drawn on
  ///   (`dumb`), or it refuses raw mode; the terminal is left as it was.
  public static func start(
    modes: SessionModes = SessionModes(), environment: TerminalEnvironment
  ) throws(TerminalError) -> TerminalSession {
    if let term = environment.term, term == "dumb" { throw .cannotDraw(term: term) }
    let device = try TerminalDevice.open()
    try SignalInbox.install()
    try device.enterRawMode(teardown: modes.teardownBytes)
    let session = TerminalSession(device: device, modes: modes, environment: environment)
    do {
      try device.write(
        modes.setupBytes + CapabilityNegotiation.queryBytes(environment: environment))
    } catch {
      session.end()
      throw error
    }
    return session
  }

  /// Restores the terminal for a suspend, stops the process with SIGSTOP, and returns once it
  /// is continued. The caller then calls ``resume(profile:)`` (on SIGCONT).
  public func suspend() {
    device.restore()
    SignalInbox.stopProcess()
  }

  /// Re-enters raw mode and the modes after a stop, if the process is in the foreground.
  ///
  /// - Returns: `true` if the session was re-entered; `false` in the background, where the
  ///   terminal is left alone until the next continue.
  @discardableResult
  public func resume(profile: TerminalProfile?) throws(TerminalError) -> Bool {
    guard device.isForeground else { return false }
    try device.reenterRawMode()
    try device.write(modes.resumeBytes(for: profile ?? .legacy))
    return true
  }

  /// Restores the terminal: teardown bytes, then the saved termios. Safe to call repeatedly.
  public func end() { device.restore() }
}
