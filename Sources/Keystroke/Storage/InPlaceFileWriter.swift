#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Overwrites a regular file's contents in place, keeping the file itself: every hard link to
/// it, its owner, mode and other attributes stay as they were. Editors do this for files with
/// several links (vim's `backupcopy=auto`, Emacs's `backup-by-copying-when-linked`), where a
/// rename would split the links.
///
/// An in-place write is not atomic, so it is guarded by a copy: the current contents are
/// first written and flushed to `.<name>.backup-XXXXXX` beside the file. Then the file is
/// overwritten, cut to the new length and flushed, and the copy is removed. If the overwrite
/// fails, the old contents are written back and the copy removed; if even that fails, the copy
/// is kept and the error names it, so nothing is lost.
package enum InPlaceFileWriter {
  /// Replaces the contents of the regular file at `path` with `bytes`.
  package static func write(
    _ bytes: [UInt8], to path: String, calls: FileWriteCalls = .system
  ) throws(StorageFileError) {
    let old = try SystemCalls.readFile(path, limit: Int.max) ?? []
    let backup = try writeBackup(old, of: path, calls: calls)

    let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else {
      let error = SystemCalls.failure(.writeInPlace, path: path)
      unlink(backup)
      throw error
    }
    defer { close(fd) }
    do throws(StorageFileError) {
      try overwrite(fd, with: bytes, path: path, calls: calls)
    } catch {
      // Put the old contents back with the real calls (the failure may be injected).
      if (try? overwrite(fd, with: old, path: path, calls: .system)) != nil {
        unlink(backup)
        throw error
      }
      var kept = error
      kept.note = "its previous contents are kept in \(backup)"
      throw kept
    }
    unlink(backup)
    try? SystemCalls.syncDirectory(SystemCalls.parentDirectory(of: path), for: path)
  }

  /// Writes `bytes` from the start of `fd`, cuts the file there and flushes it.
  private static func overwrite(
    _ fd: Int32, with bytes: [UInt8], path: String, calls: FileWriteCalls
  ) throws(StorageFileError) {
    guard lseek(fd, 0, SEEK_SET) == 0 else { throw SystemCalls.failure(.writeInPlace, path: path) }
    try SystemCalls.writeAll(
      fd, bytes, path: path, subject: path, step: .writeInPlace, calls: calls)
    guard ftruncate(fd, off_t(bytes.count)) == 0, fsync(fd) == 0 else {
      throw SystemCalls.failure(.writeInPlace, path: path)
    }
  }

  /// Writes and flushes a private copy of `bytes` beside `path`; returns its path.
  private static func writeBackup(
    _ bytes: [UInt8], of path: String, calls: FileWriteCalls
  ) throws(StorageFileError) -> String {
    let (fd, backup) = try SystemCalls.makeTemporaryFile(
      beside: path, purpose: "backup", calls: calls)
    var succeeded = false
    defer { if !succeeded { unlink(backup) } }
    do throws(StorageFileError) {
      try SystemCalls.writeAll(fd, bytes, path: path, subject: backup, step: .backUp, calls: calls)
    } catch {
      close(fd)
      throw error
    }
    guard fsync(fd) == 0 else {
      let error = SystemCalls.failure(.backUp, path: path, subject: backup)
      close(fd)
      throw error
    }
    guard close(fd) == 0 else { throw SystemCalls.failure(.backUp, path: path, subject: backup) }
    succeeded = true
    return backup
  }
}
