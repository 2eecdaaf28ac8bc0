import Foundation
import KeystrokeTesting

@testable import Keystroke

/// Starts the document test app with its document folder in a fresh temporary directory.
@MainActor
enum DocumentHost {
  /// Starts it with its document folder at `store` (by default `directory` itself).
  static func start(
    in directory: TemporaryDirectory, store: String? = nil, columns: Int = 80, rows: Int = 20,
    terminal: TerminalKeyProfile = .kitty, files: [String] = []
  ) throws -> TestHost {
    TestHost(
      app: TextDocumentApp.self, columns: columns, rows: rows, terminal: terminal,
      store: URL(fileURLWithPath: store ?? directory.path, isDirectory: true),
      files: files.map { URL(fileURLWithPath: $0) })
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
