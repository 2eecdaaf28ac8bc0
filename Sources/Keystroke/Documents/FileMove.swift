import Foundation

/// Turns the files to move into the items a save sheet places.
enum FileMove {
  /// One item per file, keeping its name.
  static func items(_ files: [URL]) -> [FileSaveRequest.Item] {
    files.map { FileSaveRequest.Item(name: $0.lastPathComponent, source: .file($0)) }
  }
}
