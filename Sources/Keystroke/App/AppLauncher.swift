import Foundation
import KeystrokeCore
import KeystrokeTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts an app: reads the command line, then plays a key script headless or runs the app
/// full-screen in the terminal.
@MainActor
enum AppLauncher {
  static func launch<A: App>(_ type: A.Type, arguments: [String]) {
    let executable = AppIdentity.executableName
    let options: LaunchOptions
    do {
      options = try LaunchOptions.parse(arguments)
    } catch {
      // The message quotes the bad argument, which may hold control characters.
      let message = EscapedText.escaping("\(executable): \(error.description)")
      FileHandle.standardError.write(Data((message + "\n").utf8))
      FileHandle.standardError.write(
        Data((LaunchOptions.usage(for: EscapedText.escaping(executable)) + "\n").utf8))
      exit(2)
    }
    if options.showHelp {
      print(LaunchOptions.usage(for: executable))
      print(LaunchOptions.keymapUsage)
      exit(0)
    }
    // Also makes the settings store for the app's name and `--store`.
    AppEnvironment.configure(options: options)
    if let format = options.commandListing {
      print(CommandListing.render(A.self, options: options, format: format))
      exit(0)
    }
    if options.checksKeymap {
      exit(CommandListing.checkKeymap(A.self, options: options) ? 0 : 1)
    }
    if let script = options.playScript {
      let lines = HeadlessRun.play(A.self, script: script, options: options)
      print(lines.joined(separator: "\n"))
      AppTermination.exit(status: 0)
    }
    do throws(TerminalError) {
      try TerminalAppRun.run(A.self)
    } catch {
      FileHandle.standardError.write(
        Data(
          (EscapedText.escaping("\(executable): \(error.description)") + "\n"
            + "To run without a terminal, play a key script: \(executable) --play 'tab enter'\n")
            .utf8))
      AppTermination.exit(status: 1)
    }
  }
}
