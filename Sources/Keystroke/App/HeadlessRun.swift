import KeystrokeCore

/// Plays a key script against an app on a virtual terminal and returns the final screen.
@MainActor
enum HeadlessRun {
  /// Runs `A` at the options' size, plays `script`, and returns the screen's lines.
  static func play<A: App>(_ type: A.Type, script: KeyScript, options: LaunchOptions) -> [String] {
    let host = ViewHost(app: A.self, width: options.columns, height: options.rows)
    host.terminalProfile = options.terminal
    host.play(script)
    return host.lines
  }

  /// Plays `script` on a host; stops early if the app quits.
  static func play(_ script: KeyScript, on host: ViewHost, state: AppRuntimeState?) {
    for step in script.steps {
      if state?.quitRequested == true { break }
      switch step {
      case .key(let shortcut):
        host.send(KeyPress(shortcut))
      case .text(let text):
        for character in text {
          host.send(KeyPress(Shortcut(character), text: String(character)))
        }
      case .wait(let duration):
        // The screen as it stands is built first, so that the timers its views start
        // (`.onReceive` subscribes after an update) run through the whole wait.
        host.update()
        host.inContext { host.hostContext.advanceVirtualClock(by: duration) }
        host.update(force: true)
      case .resize(let columns, let rows):
        host.resize(width: columns, height: rows)
        host.update()
      }
    }
  }
}
