import KeystrokeTerminal

/// Runs `keystroke keys` on the process's terminal.
struct KeysCommand {
  /// The parsed environment.
  let environment: TerminalEnvironment
  /// The test hook: trap once negotiation is over.
  let crashAfterStart: Bool

  func run() throws(TerminalError) {
    let session = try TerminalSession.start(environment: environment)
    var decoder = InputDecoder()
    decoder.configuration.escapeTimeout =
      CapabilityNegotiation.decide(
        NegotiationReplies(), environment: environment
      ).escapeTimeout
    var runner = TerminalRunner(session: session, decoder: decoder)
    var screen = KeysScreen(problems: environment.problems)
    var renderer = ScreenRenderer(
      options: RenderOptions(
        colorDepth: CapabilityNegotiation.colorDepth(environment: environment),
        synchronizedOutput: true))
    let crash = crashAfterStart
    try runner.run(
      handle: { event in
        let response = screen.handle(event)
        if crash, case .profileDecided = event {
          fatalError("keystroke keys --crash-after-start: crashing on purpose (test hook)")
        }
        return response
      },
      render: { frame in
        if frame.fullRepaint { renderer.invalidate() }
        if let profile = screen.profile { renderer.options.colorDepth = profile.colorDepth }
        var buffer = ScreenBuffer(width: frame.size.columns, height: frame.size.rows)
        screen.draw(into: &buffer)
        return renderer.render(buffer).bytes
      })
  }
}
