/// What the `keystroke` command line asks for.
enum CLICommand: Equatable {
  /// Print usage and exit 0.
  case help
  /// Run `keystroke keys`; `crashAfterStart` is the hidden test hook.
  case keys(crashAfterStart: Bool)

  /// The usage text.
  static let usage = """
    usage: keystroke <command>

    commands:
      keys      show each key as the terminal sends it, the detected terminal profile,
                and which ⌘ shortcuts this terminal can deliver (q or Ctrl+C quits)

    options:
      -h, --help  show this help

    environment overrides (for bug reports):
      KEYSTROKE_KEYBOARD=legacy|kitty|modifyotherkeys   force the keyboard protocol
      KEYSTROKE_COLOR=none|16|256|truecolor             force the colour depth
      KEYSTROKE_ESCDELAY=<ms>                           lone-Escape timeout (0-5000)
    """

  /// Parses the arguments after the program name.
  ///
  /// `keys --crash-after-start` is a test hook: it traps (a fatal signal) once negotiation is
  /// over, so tests can check that a crash restores the terminal.
  static func parse(_ arguments: [String]) throws(CLIUsageError) -> CLICommand {
    guard let first = arguments.first else { throw CLIUsageError("missing command") }
    switch first {
    case "-h", "--help", "help":
      guard arguments.count == 1 else {
        throw CLIUsageError("unexpected argument '\(arguments[1])'")
      }
      return .help
    case "keys":
      var crash = false
      for argument in arguments.dropFirst() {
        switch argument {
        case "--crash-after-start": crash = true
        case "-h", "--help": return .help
        default: throw CLIUsageError("unknown argument '\(argument)' for 'keys'")
        }
      }
      return .keys(crashAfterStart: crash)
    default:
      throw CLIUsageError("unknown command '\(first)'")
    }
  }
}

/// A command-line mistake; the program prints it with the usage and exits 2.
struct CLIUsageError: Error, Equatable {
  /// What was wrong.
  let message: String

  init(_ message: String) { self.message = message }
}
