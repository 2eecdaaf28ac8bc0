import Foundation
import KeystrokeCore
import KeystrokeTerminal

/// Runs an app full-screen on the process's terminal until it quits.
///
/// Ctrl+C always quits and Ctrl+Z suspends, whatever the app binds; the terminal is restored on
/// every way out (the session installs the restore paths).
@MainActor
enum TerminalAppRun {
  static func run<A: App>(_ type: A.Type) throws(TerminalError) {
    let environment = TerminalEnvironment(ProcessInfo.processInfo.environment)
    let session = try TerminalSession.start(environment: environment)
    var decoder = InputDecoder(
      configuration: .from(environment: ProcessInfo.processInfo.environment))
    decoder.configuration.escapeTimeout =
      CapabilityNegotiation.decide(NegotiationReplies(), environment: environment).escapeTimeout
    var runner = TerminalRunner(session: session, decoder: decoder)
    var renderer = ScreenRenderer(
      options: RenderOptions(
        colorDepth: CapabilityNegotiation.colorDepth(environment: environment),
        synchronizedOutput: true))
    let size = session.device.size
    let host = ViewHost(app: A.self, width: size.columns, height: size.rows)
    host.terminalProfile = .legacy
    let quitKey = Shortcut("c", modifiers: .control)
    let suspendKey = Shortcut("z", modifiers: .control)
    try runner.run(
      handle: { event in
        switch event {
        case .received:
          return .unchanged
        case .input(let input):
          switch input {
          case .key(let key) where key.kind != .release:
            if key.shortcut == quitKey { return .quit }
            if key.shortcut == suspendKey { return .suspend }
            host.send(KeyPress(key.shortcut, text: key.text))
          case .paste(let text):
            for character in text {
              host.send(KeyPress(Shortcut(character), text: String(character)))
            }
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
          renderer.options.synchronizedOutput = true
        }
        if host.quitRequested { return .quit }
        return host.hasUnsentFrame ? .changed : .unchanged
      },
      render: { frame in
        if frame.fullRepaint { renderer.invalidate() }
        host.resize(width: frame.size.columns, height: frame.size.rows)
        host.update()
        let cursor = host.cursor.map { CursorRequest.visible(x: $0.x, y: $0.y) } ?? .hidden
        host.markFrameSent()
        return renderer.render(host.screen, cursor: cursor).bytes
      })
  }
}
