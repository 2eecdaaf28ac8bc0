import Foundation
import KeystrokeTerminal

do {
  switch try CLICommand.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help:
    print(CLICommand.usage)
  case .keys(let crashAfterStart):
    let environment = TerminalEnvironment(ProcessInfo.processInfo.environment)
    do {
      try KeysCommand(environment: environment, crashAfterStart: crashAfterStart).run()
    } catch {
      FileHandle.standardError.write(Data("keystroke keys: \(error)\n".utf8))
      exit(1)
    }
  }
} catch {
  FileHandle.standardError.write(Data("keystroke: \(error.message)\n\n\(CLICommand.usage)\n".utf8))
  exit(2)
}
