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
      // The usage lists what this app takes, as --help does: the app is built once headless
      // on a scratch store to learn whether it opens documents and keeps data.
      var inspecting = LaunchOptions()
      inspecting.showHelp = true
      AppEnvironment.configure(options: inspecting)
      let opensDocuments = Self.opensDocuments(A.self, options: inspecting)
      FileHandle.standardError.write(
        Data(
          (LaunchOptions.usage(
            for: EscapedText.escaping(executable), opensDocuments: opensDocuments,
            keepsData: opensDocuments || AppEnvironment.storeWasUsed) + "\n").utf8))
      AppTermination.exit(status: 2)
    }
    // Also makes the settings store for the app's name and `--store`.
    AppEnvironment.configure(options: options)
    if options.showHelp || !options.files.isEmpty {
      // Whether the app opens files is known once its scenes are built (headless, on a
      // scratch store, as a command listing builds them).
      let opensDocuments = Self.opensDocuments(A.self, options: options)
      if options.showHelp {
        // Documents are saved to the store folder by default; other apps keep something there
        // if building them asked for the folder or linked an @AppStorage.
        let keepsData = opensDocuments || AppEnvironment.storeWasUsed
        print(
          LaunchOptions.usage(
            for: executable, opensDocuments: opensDocuments, keepsData: keepsData))
        print(LaunchOptions.keymapUsage)
        AppTermination.exit(status: 0)
      }
      if !opensDocuments {
        let message = EscapedText.escaping(
          "\(executable): unknown argument \"\(options.files[0])\" (this app opens no files)")
        FileHandle.standardError.write(Data((message + "\n").utf8))
        FileHandle.standardError.write(
          Data(
            (LaunchOptions.usage(
              for: EscapedText.escaping(executable), opensDocuments: false,
              keepsData: AppEnvironment.storeWasUsed) + "\n").utf8))
        AppTermination.exit(status: 2)
      }
    }
    if let format = options.commandListing {
      print(CommandListing.render(A.self, options: options, format: format))
      AppTermination.exit(status: 0)
    }
    if options.checksKeymap {
      AppTermination.exit(status: CommandListing.checkKeymap(A.self, options: options) ? 0 : 1)
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

  /// Whether `A`'s scenes include a document group, found by building the app once headless.
  static func opensDocuments<A: App>(_ type: A.Type, options: LaunchOptions) -> Bool {
    let host = ViewHost(app: A.self, width: options.columns, height: options.rows)
    host.update()
    return host.appState?.opensDocuments ?? false
  }
}
