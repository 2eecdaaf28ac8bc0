import Foundation

/// How the app reaches its keymap file: injected, so tests can use a fake file system and
/// nothing else in the keymap code touches the disk.
struct KeymapFileAccess: Sendable {
  /// What identifies one version of a file: its modification time and size.
  struct Stamp: Hashable, Sendable {
    var modified: Double
    var size: Int
  }

  /// The file's stamp, or `nil` when there is no file.
  var stamp: @Sendable (String) -> Stamp?
  /// The file's text; throws a readable message when it cannot be read.
  var read: @Sendable (String) throws -> String
  /// Replaces the file's text atomically, creating its folder.
  var write: @Sendable (String, String) throws -> Void

  /// The real file system.
  static let live = KeymapFileAccess(
    stamp: { path in
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
        return nil
      }
      let date = attributes[.modificationDate] as? Date
      let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
      return Stamp(modified: date?.timeIntervalSince1970 ?? 0, size: size)
    },
    read: { path in
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard let text = String(data: data, encoding: .utf8) else {
        throw KeymapFileAccessError(message: "the file is not UTF-8 text")
      }
      return text
    },
    write: { path, text in
      let url = URL(fileURLWithPath: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    })
}

/// A keymap file that exists but cannot be read as text.
struct KeymapFileAccessError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
