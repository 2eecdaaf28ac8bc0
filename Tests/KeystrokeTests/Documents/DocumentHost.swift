import Foundation
import KeystrokeTesting

@testable import Keystroke

/// Starts the document test app with its document folder in a fresh temporary directory.
@MainActor
enum DocumentHost {
  static func start(
    in directory: TemporaryDirectory, columns: Int = 80, rows: Int = 20,
    terminal: TerminalKeyProfile = .kitty, files: [String] = []
  ) throws -> TestHost {
    var options = try LaunchOptions.parse(["--store", directory.path] + files)
    options.terminal = terminal
    return AppEnvironment.withLaunchOptions(options) {
      TestHost(app: TextDocumentApp.self, columns: columns, rows: rows, terminal: terminal)
    }
  }
}

extension TestHost {
  /// Whether the first cell of `text` on screen is dimmed.
  func isDimmed(_ text: String) -> Bool? {
    guard let row = row(containing: text), let range = lines[row].range(of: text) else {
      return nil
    }
    let column = lines[row][..<range.lowerBound].count
    return style(column: column, row: row).attributes.contains(.dim)
  }
}
