#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: a reader, or the disk after a crash or power loss,
/// sees either the old contents or the new ones, never a mix or an empty file.
///
/// The steps: follow the path's symbolic links to the file they name, create missing
/// directories (mode `0700`), write a temporary file (mode `0600`, or the mode and owner asked
/// for) in that file's directory, flush it to disk, rename it over the file, and flush the
/// directory so the rename itself is on disk. A link therefore keeps pointing at the file it
/// named, which gets the new contents. If a step fails, the temporary file is removed, the
/// file is left as it was, and the error names the file and the step.
package enum AtomicFileWriter {
  /// Writes `bytes` to `path` (or the file its symbolic links name), replacing what was there.
  ///
  /// - Parameters:
  ///   - permissions: the mode the file gets instead of `0600` (documents keep the mode their
  ///     file had).
  ///   - owner: the user and group the file gets (a document keeps its file's owner); if the
  ///     system refuses, the write fails at ``StorageFileError/Step/keepOwner`` and nothing
  ///     changed.
  ///   - replacing: whether a file at the target is replaced; when `false`, the write fails
  ///     with `EEXIST` if something is there by the time the new file is named.
  ///   - calls: the system calls that create and fill the temporary file.
  package static func write(
    _ bytes: [UInt8], to path: String, permissions: mode_t? = nil,
    owner: (user: uid_t, group: gid_t)? = nil, replacing: Bool = true,
    calls: FileWriteCalls = .system
  ) throws(StorageFileError) {
    let target = try SystemCalls.resolveSymbolicLinks(path)
    let directory = SystemCalls.parentDirectory(of: target)
    try SystemCalls.makeDirectories(directory, permissions: 0o700, for: path)

    let (fd, temporary) = try SystemCalls.makeTemporaryFile(
      beside: target, purpose: "tmp", calls: calls)
    var isOpen = true
    var succeeded = false
    defer {
      if isOpen { close(fd) }
      if !succeeded { unlink(temporary) }
    }
    if let owner, fchown(fd, owner.user, owner.group) != 0 {
      throw SystemCalls.failure(.keepOwner, path: path, subject: temporary)
    }
    if let permissions, fchmod(fd, permissions) != 0 {
      throw SystemCalls.failure(.keepPermissions, path: path, subject: temporary)
    }
    try SystemCalls.writeAll(fd, bytes, path: path, subject: temporary, calls: calls)
    guard fsync(fd) == 0 else {
      throw SystemCalls.failure(.syncTemporaryFile, path: path, subject: temporary)
    }
    isOpen = false
    guard close(fd) == 0 else {
      throw SystemCalls.failure(.closeTemporaryFile, path: path, subject: temporary)
    }
    if replacing {
      guard rename(temporary, target) == 0 else {
        throw SystemCalls.failure(.rename, path: path, subject: temporary)
      }
    } else {
      try SystemCalls.renameWithoutReplacing(temporary, to: target, step: .placeNewFile)
    }
    succeeded = true
    try SystemCalls.syncDirectory(directory, for: path)
  }
}
