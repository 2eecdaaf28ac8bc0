import Dispatch
import Foundation
import KeystrokeCore
import KeystrokeTerminal

/// Runs an app full-screen on the process's terminal until it quits.
///
/// The terminal loop runs on its own thread and waits in `poll`; everything that touches the
/// app runs on the main actor (the main dispatch queue), so `Task {}` work started by actions,
/// timers and `await`s keep running between keys. A state change from such work wakes the
/// loop through a pipe, which draws a frame.
///
/// Ctrl+C always quits and Ctrl+Z suspends, whatever the app binds; the terminal is restored
/// on every way out (the session installs the restore paths).
@MainActor
enum TerminalAppRun {
  static func run<A: App>(_ type: A.Type) throws(TerminalError) -> Never {
    let environment = TerminalEnvironment(ProcessInfo.processInfo.environment)
    let session = try TerminalSession.start(environment: environment)
    let wake: WakeSignal
    do {
      wake = try WakeSignal()
    } catch {
      session.end()
      throw error
    }
    let size = session.device.size
    let app = AppSession(
      host: ViewHost(app: A.self, width: size.columns, height: size.rows),
      colorDepth: CapabilityNegotiation.colorDepth(environment: environment))
    app.host.terminalProfile = .legacy
    app.host.setWakeHandler { wake.signal() }
    // SIGTERM, SIGHUP and SIGINT end the loop rather than the process, so the app hears
    // AppTermination.willTerminateNotification and closes its files.
    SignalInbox.deferTermination()
    let loop = LoopThread(session: session, environment: environment, wake: wake, app: app)
    Thread { loop.run() }.start()
    dispatchMain()
  }
}

/// The app side of a terminal run: the host and the renderer, used only on the main actor.
@MainActor
final class AppSession {
  let host: ViewHost
  var renderer: ScreenRenderer

  init(host: ViewHost, colorDepth: ColorDepth) {
    self.host = host
    renderer = ScreenRenderer(
      options: RenderOptions(colorDepth: colorDepth, synchronizedOutput: true))
  }

  private static let quitKey = Shortcut("c", modifiers: .control)
  private static let suspendKey = Shortcut("z", modifiers: .control)

  /// Handles one loop event and says whether a frame is due.
  func handle(_ event: LoopEvent<TerminalEvent>) -> LoopResponse {
    switch event {
    case .received:
      return .unchanged
    case .input(let input):
      switch input {
      case .key(let key) where key.kind != .release:
        if key.shortcut == Self.quitKey { return .quit }
        if key.shortcut == Self.suspendKey { return .suspend }
        host.send(KeyPress(key.shortcut, text: key.text))
      case .paste(let text):
        for character in text {
          host.send(KeyPress(Shortcut(character), text: String(character)))
        }
      case .mouse(let mouse):
        host.send(mouse: mouse)
      default:
        return .unchanged
      }
    case .resize(let size):
      host.resize(width: size.columns, height: size.rows)
    case .resumed:
      renderer.invalidate()
    case .profileDecided(let profile):
      host.terminalProfile = profile.keyProfile
      renderer.options.colorDepth = profile.colorDepth
    case .wake:
      host.update()
    }
    if host.quitRequested { return .quit }
    // A copy waits for a frame to carry its OSC 52 sequence to the terminal's clipboard.
    let hasCopy = !host.pasteboard.pendingTerminalCopies.isEmpty
    return host.hasUnsentFrame || hasCopy ? .changed : .unchanged
  }

  /// Draws the frame and returns its bytes.
  func render(_ frame: LoopFrame) -> [UInt8] {
    if frame.fullRepaint { renderer.invalidate() }
    host.resize(width: frame.size.columns, height: frame.size.rows)
    host.update()
    let cursor = host.cursor.map { CursorRequest.visible(x: $0.x, y: $0.y) } ?? .hidden
    host.markFrameSent()
    return host.pasteboard.takeTerminalBytes() + renderer.render(host.screen, cursor: cursor).bytes
  }
}

/// The terminal loop, run on a background thread; each event hops to the main actor.
final class LoopThread: @unchecked Sendable {
  private let session: TerminalSession
  private let environment: TerminalEnvironment
  private let wake: WakeSignal
  private let app: AppSession

  init(
    session: TerminalSession, environment: TerminalEnvironment, wake: WakeSignal, app: AppSession
  ) {
    self.session = session
    self.environment = environment
    self.wake = wake
    self.app = app
  }

  func run() {
    var decoder = InputDecoder(
      configuration: .from(environment: ProcessInfo.processInfo.environment))
    decoder.configuration.escapeTimeout =
      CapabilityNegotiation.decide(NegotiationReplies(), environment: environment).escapeTimeout
    var runner = TerminalRunner(session: session, decoder: decoder)
    let app = self.app
    var failure: TerminalError?
    do {
      try runner.run(
        wake: wake,
        handle: { event in
          DispatchQueue.main.sync { MainActor.assumeIsolated { app.handle(event) } }
        },
        render: { frame in
          DispatchQueue.main.sync { MainActor.assumeIsolated { app.render(frame) } }
        })
    } catch {
      failure = error
    }
    let message = failure.map { "\(AppIdentity.executableName): \($0.description)\n" }
    let signal = SignalInbox.terminationSignal
    DispatchQueue.main.async {
      if let message { FileHandle.standardError.write(Data(message.utf8)) }
      MainActor.assumeIsolated {
        AppTermination.exit(status: message == nil ? 0 : 1, signal: signal)
      }
    }
  }
}
