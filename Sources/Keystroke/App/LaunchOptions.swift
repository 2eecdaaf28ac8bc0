import Foundation
import KeystrokeCore

/// The command line every Keystroke app accepts.
///
/// ```
/// <app> [--play '<key script>'] [--size 100x30] [--store PATH] [--now 2026-01-05T09:00:00Z]
///       [--terminal kitty|modifyotherkeys|legacy] [FILE...]
/// ```
public struct LaunchOptions: Hashable, Sendable {
  /// The key script to play headless, or `nil` to run in the terminal.
  public var playScript: KeyScript?
  /// The virtual terminal's size for `--play`.
  public var columns = 100
  /// The virtual terminal's rows for `--play`.
  public var rows = 30
  /// Where the app keeps its data and settings, if given.
  public var storePath: String?
  /// The virtual clock's starting time for `--play`.
  public var now: Date?
  /// How the virtual terminal delivers keys for `--play`.
  public var terminal = TerminalKeyProfile.kitty
  /// Whether `--help` was asked for.
  public var showHelp = false
  /// Files named on the command line, for a document app to open at launch.
  public var files: [String] = []
  /// Whether `--terminal` was given (listings otherwise show a legacy terminal's keys).
  public var isTerminalGiven = false
  /// `--config DIR`: the folder holding `keymap.json`, in place of `$XDG_CONFIG_HOME/<app>`.
  public var configPath: String?
  /// `--list-commands [--json]` or `--shortcuts`: print the app's commands and exit.
  public var commandListing: CommandListingFormat?
  /// `--check-keymap`: report the keymap file's problems on standard error and exit.
  public var checksKeymap = false
  /// `--trace FILE`: append the engine's explanation of every key to FILE (as
  /// `KEYSTROKE_TRACE=FILE` does).
  public var tracePath: String?

  /// Creates the defaults.
  public init() {}

  /// The usage text. `FILE` is listed only for an app that opens documents (its scenes
  /// include a `DocumentGroup`), and `--store` only for an app that keeps data or settings
  /// (`keepsData`), saying what it keeps there.
  public static func usage(
    for executable: String, opensDocuments: Bool = true, keepsData: Bool = true
  ) -> String {
    let files = opensDocuments ? " [FILE...]" : ""
    let storeOption = keepsData ? " [--store PATH]" : ""
    let store =
      !keepsData
      ? ""
      : (opensDocuments
        ? "\n--store    where the app keeps its settings and saves new documents by default"
        : "\n--store    where the app keeps its data and settings")
        + "\n           (default: a fresh temporary folder with --play)"
    let fileLine = opensDocuments ? "\nFILE       a document to open at launch" : ""
    return """
      usage: \(executable) [--play '<key script>'] [--size COLSxROWS]\(storeOption)
             [--now ISO-8601-TIME] [--terminal kitty|modifyotherkeys|legacy]\(files)

      Without --play the app runs full-screen in this terminal.
      --play     run headless, play the key script, print the final screen and exit
                 (tokens: cmd+1 ctrl+s alt+2 shift+tab enter esc tab up f5 "typed text"
                  wait:2s wait:15m resize:80x24)
      --size     the virtual terminal's size for --play (default 100x30)\(store)
      --now      the virtual clock's start for --play (default: the real time)
      --terminal how the virtual terminal sends keys for --play (default kitty)\(fileLine)
      """
  }

  /// The usage text of the keyboard options every app has.
  public static let keymapUsage = """
    --config DIR     read keymap.json from DIR (default $XDG_CONFIG_HOME/<app>, ~/.config/<app>)
    --list-commands  print every command: id, default keys, keys on this terminal, scope
                     (--json for JSON; --terminal kitty for a terminal with the kitty protocol)
    --shortcuts      print a Markdown cheat sheet of the shortcuts, grouped by menu
    --check-keymap   report keymap.json's problems as FILE:LINE:COLUMN: message (exit 1 if any)
    --trace FILE     append why each key did what it did to FILE (or KEYSTROKE_TRACE=FILE)
    """

  /// Reads the command line.
  ///
  /// - Throws: ``LaunchOptionsError`` naming the bad argument.
  public static func parse(_ arguments: [String]) throws(LaunchOptionsError) -> LaunchOptions {
    var options = LaunchOptions()
    var remaining = arguments[...]
    func value(for flag: String) throws(LaunchOptionsError) -> String {
      guard let value = remaining.popFirst() else {
        throw LaunchOptionsError(message: "\(flag) needs a value")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        options.showHelp = true
      case "--play":
        let source = try value(for: argument)
        do {
          options.playScript = try KeyScript(parsing: source)
        } catch {
          throw LaunchOptionsError(message: "--play: \(error.description)")
        }
      case "--size":
        let text = try value(for: argument)
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
          (1...KeyScript.maximumDimension).contains(columns),
          (1...KeyScript.maximumDimension).contains(rows)
        else {
          throw LaunchOptionsError(
            message: "--size: \"\(text)\" is not a size like 100x30 (1 to 2000 each way)")
        }
        options.columns = columns
        options.rows = rows
      case "--store":
        let path = try value(for: argument)
        guard !path.isEmpty else { throw LaunchOptionsError(message: "--store needs a path") }
        options.storePath = path
      case "--now":
        let text = try value(for: argument)
        guard let date = ISO8601DateFormatter().date(from: text) else {
          throw LaunchOptionsError(
            message: "--now: \"\(text)\" is not an ISO 8601 time like 2026-01-05T09:00:00Z")
        }
        options.now = date
      case "--terminal":
        let text = try value(for: argument)
        options.isTerminalGiven = true
        switch text.lowercased() {
        case "kitty": options.terminal = .kitty
        case "modifyotherkeys": options.terminal = .modifyOtherKeys
        case "legacy": options.terminal = .legacy
        default:
          throw LaunchOptionsError(
            message: "--terminal: \"\(text)\" is not one of kitty, modifyotherkeys, legacy")
        }
      case "--config":
        let path = try value(for: argument)
        guard !path.isEmpty else { throw LaunchOptionsError(message: "--config needs a path") }
        options.configPath = path
      case "--list-commands":
        if options.commandListing != .json { options.commandListing = .text }
      case "--json":
        options.commandListing = .json
      case "--shortcuts":
        options.commandListing = .markdown
      case "--check-keymap":
        options.checksKeymap = true
      case "--trace":
        let path = try value(for: argument)
        guard !path.isEmpty else { throw LaunchOptionsError(message: "--trace needs a path") }
        options.tracePath = path
      case "--":
        options.files += remaining
        remaining = []
      default:
        guard !argument.hasPrefix("-") else {
          throw LaunchOptionsError(message: "unknown argument \"\(argument)\"")
        }
        options.files.append(argument)
      }
    }
    return options
  }
}

/// A bad command line, with a message naming the bad part.
public struct LaunchOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public let message: String

  /// The message.
  public var description: String { message }
}
