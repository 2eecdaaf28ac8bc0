#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file system calls the settings store makes, wrapped so that failures become
/// ``StorageFileError``s and the rest of the folder does not import the C library.
package enum SystemCalls {
  /// The error number for "file exists".
  static let fileExists = EEXIST

  /// Builds the error for the current `errno`.
  static func failure(
    _ step: StorageFileError.Step, path: String, subject: String? = nil
  ) -> StorageFileError {
    let code = errno
    return StorageFileError(
      path: path, step: step, subject: subject, code: code, reason: String(cString: strerror(code)))
  }

  /// The directory that contains `path` (`.` for a bare name, `/` for a top-level entry).
  static func parentDirectory(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let parent = trimmed[..<slash]
    return parent.isEmpty ? "/" : String(parent)
  }

  /// The last component of `path`.
  static func lastComponent(of path: String) -> String {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// Whether something exists at `path` (without following a final symbolic link).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Whether `path` is a directory (following symbolic links).
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Creates `directory` and its missing ancestors with `permissions`.
  static func makeDirectories(
    _ directory: String, permissions: UInt16, for path: String
  ) throws(StorageFileError) {
    if isDirectory(directory) { return }
    let parent = parentDirectory(of: directory)
    if parent != directory { try makeDirectories(parent, permissions: permissions, for: path) }
    if mkdir(directory, mode_t(permissions)) != 0 {
      if errno == EEXIST && isDirectory(directory) { return }
      if errno == EEXIST { errno = ENOTDIR }
      throw failure(.createDirectory, path: path, subject: directory)
    }
  }

  /// Flushes a directory's entries (a rename inside it) to disk.
  static func syncDirectory(_ directory: String, for path: String) throws(StorageFileError) {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw failure(.syncDirectory, path: path, subject: directory) }
    defer { close(fd) }
    // Some file systems cannot sync a directory and say so with EINVAL; the rename is then as
    // durable as they can make it.
    if fsync(fd) != 0 && errno != EINVAL {
      throw failure(.syncDirectory, path: path, subject: directory)
    }
  }

  /// Writes all of `bytes` to `fd`, retrying after signals and partial writes.
  static func writeAll(
    _ fd: Int32, _ bytes: [UInt8], path: String, subject: String
  ) throws(StorageFileError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        if written == 0 { errno = EIO }
        throw failure(.writeTemporaryFile, path: path, subject: subject)
      }
    }
  }

  /// The contents of the file at `path`, or `nil` if there is no file there (including when a
  /// directory on the way is missing or is a file).
  ///
  /// Files larger than `limit` bytes are refused (`EFBIG`), so a stray huge file cannot
  /// exhaust memory.
  static func readFile(_ path: String, limit: Int) throws(StorageFileError) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw failure(.read, path: path)
    }
    defer { close(fd) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(.read, path: path)
      }
      if count == 0 { return result }
      result.append(contentsOf: chunk[0..<count])
      if result.count > limit {
        errno = EFBIG
        throw failure(.read, path: path)
      }
    }
  }

  /// Gives the file at `path` the new name `target`, failing with `EEXIST` rather than
  /// replacing anything already called `target`.
  static func renameWithoutReplacing(
    _ path: String, to target: String
  ) throws(StorageFileError) {
    if link(path, target) == 0 {
      guard unlink(path) == 0 else { throw failure(.moveAside, path: path, subject: target) }
      return
    }
    // File systems without hard links: check, then rename (the window is tiny, and only this
    // process names files this way).
    let linkErrno = errno
    guard linkErrno == EPERM || linkErrno == ENOTSUP || linkErrno == EXDEV else {
      throw failure(.moveAside, path: path, subject: target)
    }
    if exists(target) {
      errno = EEXIST
      throw failure(.moveAside, path: path, subject: target)
    }
    guard rename(path, target) == 0 else { throw failure(.moveAside, path: path, subject: target) }
  }

  /// Creates a fresh private directory under the system's temporary directory. `mkdtemp`
  /// never reuses an existing directory, even when two processes ask at once.
  package static func makeTemporaryDirectory(prefix: String) throws(StorageFileError) -> String {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let path = (base.hasSuffix("/") ? base : base + "/") + prefix + ".XXXXXX"
    var template = Array(path.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    guard made != nil else { throw failure(.createDirectory, path: path) }
    return string(fromCString: template)
  }

  /// The text of a NUL-terminated C string held in an array.
  static func string(fromCString characters: [CChar]) -> String {
    String(
      decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
