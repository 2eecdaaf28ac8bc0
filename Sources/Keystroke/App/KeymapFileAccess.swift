import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
  /// Replaces the file's text atomically, creating its folder; through symbolic links to the
  /// file they name, keeping its mode.
  var write: @Sendable (String, String) throws -> Void

  /// The largest keymap file read: far more than any keymap needs, small enough that a stray
  /// huge file is refused before it fills memory.
  static let maximumSize = 4 * 1024 * 1024

  /// The real file system. The stamp is one `stat` call: it is taken before every key and
  /// update, where `FileManager.attributesOfItem` (which also looks up the owner's names) cost
  /// about 17 µs against stat's 1 µs.
  static let live = KeymapFileAccess(
    stamp: { path in
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      #if canImport(Darwin)
      let modified = status.st_mtimespec
      #else
      let modified = status.st_mtim
      #endif
      return Stamp(
        modified: Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9,
        size: Int(status.st_size))
    },
    read: { path in
      // Opened without blocking and only if it is a regular file, so a FIFO or a device in
      // its place is named as such instead of hanging the app or reading forever.
      let bytes: [UInt8]?
      do throws(StorageFileError) {
        bytes = try SystemCalls.readFile(path, limit: maximumSize)
      } catch {
        let message =
          switch error.code {
          case EFBIG: "it is larger than \(maximumSize / (1024 * 1024)) MiB"
          case EISDIR: "it is a folder, not a file"
          default: error.reason
          }
        throw KeymapFileAccessError(message: message)
      }
      guard let text = String(validating: bytes ?? [], as: UTF8.self) else {
        throw KeymapFileAccessError(message: "the file is not UTF-8 text")
      }
      return text
    },
    write: { path, text in
      // As a document is saved: a keymap.json that links into a dotfiles folder stays a link,
      // and the file it names gets the text and keeps its mode and owner.
      try DocumentFileWriter().write(Array(text.utf8), to: path)
    })
}

/// A keymap file that exists but cannot be read as text.
struct KeymapFileAccessError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
