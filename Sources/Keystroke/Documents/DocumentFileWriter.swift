import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a document's bytes to its file the way careful editors do (see ``DocumentSavePlan``):
/// through symbolic links to the file they name, keeping that file's mode and owner, keeping
/// hard links joined, refusing anything that is not a regular file, and giving a new file the
/// mode the umask allows.
struct DocumentFileWriter {
  /// The system calls that create and fill files (replaced in tests to simulate failures).
  var calls: FileWriteCalls = .system
  /// The file-creation mask new files respect.
  var umask: @Sendable () -> mode_t = { SystemCalls.fileCreationMask() }

  /// Writes `bytes` to the file at `path`.
  ///
  /// - Throws: ``DocumentFileError`` for something that is not a regular file,
  ///   ``StorageFileError`` naming the step and reason when the system refuses.
  func write(_ bytes: [UInt8], to path: String) throws {
    let target = try SystemCalls.resolveSymbolicLinks(path)
    switch DocumentSavePlan.make(for: try SystemCalls.status(of: target), umask: umask()) {
    case .create(let permissions):
      try AtomicFileWriter.write(bytes, to: target, permissions: permissions, calls: calls)
    case .replace(let permissions, let owner, let group):
      do throws(StorageFileError) {
        try AtomicFileWriter.write(
          bytes, to: target, permissions: permissions, owner: (owner, group), calls: calls)
      } catch {
        // The file belongs to someone this process cannot give a file to: a new file would
        // change its owner, so write the file itself.
        guard error.step == .keepOwner else { throw error }
        try InPlaceFileWriter.write(bytes, to: target, calls: calls)
      }
    case .overwriteInPlace:
      try InPlaceFileWriter.write(bytes, to: target, calls: calls)
    case .refuse(let kind):
      throw DocumentFileError(
        message: "\(target) is \(kind.phrase), not a regular file. Documents are saved only to "
          + "regular files; choose another name.")
    }
  }

  /// Writes `bytes` to a new file at `path` with `permissions`, never replacing anything:
  /// when something is at `path` (a file, a folder, a symbolic link even to nothing) or
  /// appears there meanwhile, the write fails with `EEXIST` and nothing is changed.
  ///
  /// - Throws: ``StorageFileError`` naming the step and reason.
  func writeNew(_ bytes: [UInt8], to path: String, permissions: mode_t) throws {
    if SystemCalls.exists(path) {
      errno = SystemCalls.fileExists
      throw SystemCalls.failure(.placeNewFile, path: path)
    }
    try AtomicFileWriter.write(
      bytes, to: path, permissions: permissions, replacing: false, calls: calls)
  }

  /// Whether the file at `path` (after following links) exists and is read-only: its mode has
  /// no write bit, or this process may not write it.
  static func isReadOnly(_ path: String) -> Bool {
    guard let target = try? SystemCalls.resolveSymbolicLinks(path),
      let status = try? SystemCalls.status(of: target), status.kind == .regular
    else { return false }
    return status.hasNoWriteBits || access(target, W_OK) != 0
  }
}
