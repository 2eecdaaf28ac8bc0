import Foundation

@testable import Keystroke

/// A fresh directory for one test, removed when the value is released.
final class TemporaryDirectory {
  let path: String

  init() throws {
    path = try SystemCalls.makeTemporaryDirectory(prefix: "keystroke-storage-test")
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// `name` inside the directory.
  func file(_ name: String) -> String { path + "/" + name }

  /// The names in the directory (or in `subdirectory`), sorted.
  func names(in subdirectory: String? = nil) -> [String] {
    let directory = subdirectory.map { file($0) } ?? path
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  /// Writes `text` to `name` directly (not atomically), as a user or another program might.
  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }

  /// The text of `name`.
  func read(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: file(name))), as: UTF8.self)
  }
}
