#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: a reader, or the disk after a crash or power loss,
/// sees either the old contents or the new ones, never a mix or an empty file.
///
/// The steps: create missing directories (mode `0700`), write a temporary file (mode `0600`) in
/// the target's directory, flush it to disk, rename it over the target, and flush the
/// directory so the rename itself is on disk. If a step fails, the temporary file is removed,
/// the target is left as it was, and the error names the file and the step.
package enum AtomicFileWriter {
  /// Writes `bytes` to `path`, replacing what was there; with `permissions`, the file gets
  /// that mode instead of `0600` (documents keep the mode their file had).
  package static func write(
    _ bytes: [UInt8], to path: String, permissions: mode_t? = nil
  ) throws(StorageFileError) {
    let directory = SystemCalls.parentDirectory(of: path)
    try SystemCalls.makeDirectories(directory, permissions: 0o700, for: path)

    let name = SystemCalls.lastComponent(of: path)
    let separator = directory.hasSuffix("/") ? "" : "/"
    var template = Array("\(directory)\(separator).\(name).tmp-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    let temporary = SystemCalls.string(fromCString: template)
    guard fd >= 0 else {
      throw SystemCalls.failure(.createTemporaryFile, path: path, subject: directory)
    }

    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    if let permissions { _ = fchmod(fd, permissions) }
    var isOpen = true
    var succeeded = false
    defer {
      if isOpen { close(fd) }
      if !succeeded { unlink(temporary) }
    }
    try SystemCalls.writeAll(fd, bytes, path: path, subject: temporary)
    guard fsync(fd) == 0 else {
      throw SystemCalls.failure(.syncTemporaryFile, path: path, subject: temporary)
    }
    isOpen = false
    guard close(fd) == 0 else {
      throw SystemCalls.failure(.closeTemporaryFile, path: path, subject: temporary)
    }
    guard rename(temporary, path) == 0 else {
      throw SystemCalls.failure(.rename, path: path, subject: temporary)
    }
    succeeded = true
    try SystemCalls.syncDirectory(directory, for: path)
  }
}
