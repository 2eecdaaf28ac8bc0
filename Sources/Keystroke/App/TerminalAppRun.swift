import Dispatch
import Foundation
import KeystrokeCore
import KeystrokeTerminal
import Synchronization

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
    app.host.environment.colorScheme = ColorScheme(
      terminalBackgroundIsLight: environment.backgroundIsLight)
    let mailbox = LoopMailbox(app: app, device: session.device, wake: wake)
    app.host.setWakeHandler { mailbox.frameNeeded() }
    // SIGTERM, SIGHUP and SIGINT end the loop rather than the process, so the app hears
    // AppTermination.willTerminateNotification and closes its files.
    SignalInbox.deferTermination()
    // Ctrl+C, SIGTERM, SIGHUP and a terminal that went away end the app without asking about
    // edited documents: their text is kept beside them (`NAME.save`), as nano does.
    AppTermination.rescueUnsavedWork = {
      app.host.saveSettings()
      return app.host.rescueEditedDocuments()
    }
    let loop = LoopThread(
      session: session, environment: environment, wake: wake, mailbox: mailbox,
      settings: app.host.hostContext.settingsStore)
    Thread { loop.run() }.start()
    MainQueueLoop.run()
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

  /// Quits whatever the app binds; handled on the loop thread.
  nonisolated static let quitKey = Shortcut("c", modifiers: .control)
  /// Suspends whatever the app binds; handled on the loop thread.
  nonisolated static let suspendKey = Shortcut("z", modifiers: .control)

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
        // The host is not headless, so its clock is the real one: declared chords time out.
        host.send(KeyPress(key.shortcut, text: key.text))
      case .paste(let text):
        host.paste(text)
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

/// The terminal loop, run on a background thread. It never waits for the main actor: input
/// is posted to it (``LoopMailbox``), frames are drawn and written there, and Ctrl+C and
/// Ctrl+Z are handled here, so they work however busy the app is.
final class LoopThread: @unchecked Sendable {
  private let session: TerminalSession
  private let environment: TerminalEnvironment
  private let wake: WakeSignal
  private let mailbox: LoopMailbox
  /// The app's settings, saved before Ctrl+Z suspends it.
  private let settings: SettingsStore

  init(
    session: TerminalSession, environment: TerminalEnvironment, wake: WakeSignal,
    mailbox: LoopMailbox, settings: SettingsStore
  ) {
    self.session = session
    self.environment = environment
    self.wake = wake
    self.mailbox = mailbox
    self.settings = settings
  }

  func run() {
    var decoder = InputDecoder(
      configuration: .from(environment: ProcessInfo.processInfo.environment))
    decoder.configuration.escapeTimeout =
      CapabilityNegotiation.decide(NegotiationReplies(), environment: environment).escapeTimeout
    var runner = TerminalRunner(session: session, decoder: decoder)
    let mailbox = self.mailbox
    let settings = self.settings
    var failure: TerminalError?
    do {
      try runner.run(
        wake: wake,
        handle: { event in Self.handle(event, mailbox: mailbox, settings: settings) },
        render: { frame in
          mailbox.render(frame)
          return []
        })
    } catch {
      failure = error
    }
    mailbox.setOutputOpen(false)
    let message = failure.map { "\(AppIdentity.executableName): \($0.description)\n" }
    let status: Int32 = message == nil ? 0 : 1
    let signal = SignalInbox.terminationSignal
    let started = TerminationStart()
    DispatchQueue.main.async {
      started.mark()
      if let message { FileHandle.standardError.write(Data(message.utf8)) }
      MainActor.assumeIsolated { AppTermination.exit(status: status, signal: signal) }
    }
    // The terminal is restored. An app too busy to start closing within 50 ms is left without
    // waiting (Ctrl+C always quits); one that has started gets time to close its files.
    Thread.sleep(forTimeInterval: 0.05)
    if started.isMarked { Thread.sleep(forTimeInterval: 2) }
    if let message { FileHandle.standardError.write(Data(message.utf8)) }
    if let signal { SignalInbox.end(bySignal: signal) }
    _exit(status)
  }

  /// Decides an event on the loop thread: Ctrl+C and Ctrl+Z at once, everything else posted
  /// to the app. Settings changes still waiting are saved before a suspend (the store is
  /// `Sendable`; the save does not wait for the main actor).
  private static func handle(
    _ event: LoopEvent<TerminalEvent>, mailbox: LoopMailbox, settings: SettingsStore
  ) -> LoopResponse {
    switch event {
    case .received:
      return .unchanged
    case .input(.key(let key)) where key.kind != .release && key.shortcut == AppSession.quitKey:
      mailbox.setOutputOpen(false)
      return .quit
    case .input(.key(let key))
    where key.kind != .release && key.shortcut == AppSession.suspendKey:
      mailbox.setOutputOpen(false)
      settings.saveChanges()
      return .suspend
    case .wake:
      if mailbox.quitRequested {
        mailbox.setOutputOpen(false)
        return .quit
      }
      return mailbox.takeFrameDue() ? .changed : .unchanged
    case .resumed:
      mailbox.setOutputOpen(true)
      mailbox.post(event)
      return .changed
    default:
      mailbox.post(event)
      return .unchanged
    }
  }
}

/// Whether the main actor has begun ending the app, as the loop thread sees it.
private final class TerminationStart: Sendable {
  private let started = Atomic<Bool>(false)

  /// Records that ending has begun.
  func mark() { started.store(true, ordering: .sequentiallyConsistent) }

  /// Whether ending has begun.
  var isMarked: Bool { started.load(ordering: .sequentiallyConsistent) }
}
