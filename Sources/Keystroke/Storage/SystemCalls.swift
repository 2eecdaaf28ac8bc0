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

  /// `write(2)`, by a name that does not clash with the closures that wrap it.
  static func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, bytes, count)
  }

  /// Writes all of `bytes` to `fd` through `calls`, retrying after signals and partial writes;
  /// a failure is reported as `step`.
  static func writeAll(
    _ fd: Int32, _ bytes: [UInt8], path: String, subject: String,
    step: StorageFileError.Step = .writeTemporaryFile, calls: FileWriteCalls = .system
  ) throws(StorageFileError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        calls.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        if written == 0 { errno = EIO }
        throw failure(step, path: path, subject: subject)
      }
    }
  }

  /// The contents of the file at `path`, or `nil` if there is no file there (including when a
  /// directory on the way is missing or is a file).
  ///
  /// The file is opened without blocking and must be a regular file: a FIFO, a device or a
  /// socket in its place is refused at once instead of hanging the app. Files larger than
  /// `limit` bytes are refused (`EFBIG`) before anything is read, so a stray huge file cannot
  /// exhaust memory.
  static func readFile(_ path: String, limit: Int) throws(StorageFileError) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    if fd < 0 {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw failure(.read, path: path)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure(.read, path: path) }
    let status = FileStatus(info)
    guard status.kind == .regular else { throw notRegular(status, step: .read, path: path) }
    if status.size > limit {
      errno = EFBIG
      throw failure(.read, path: path)
    }
    var result: [UInt8] = []
    result.reserveCapacity(status.size)
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

  /// The error for a path that names something other than a regular file.
  static func notRegular(
    _ status: FileStatus, step: StorageFileError.Step, path: String
  ) -> StorageFileError {
    if status.kind == .directory {
      return StorageFileError(
        path: path, step: step, code: EISDIR, reason: String(cString: strerror(EISDIR)))
    }
    return StorageFileError(
      path: path, step: step, code: EINVAL,
      reason: "it is \(status.kind.phrase), not a regular file")
  }

  /// What is at `path`, without following a final symbolic link; `nil` if nothing is there.
  static func status(of path: String) throws(StorageFileError) -> FileStatus? {
    var info = stat()
    if lstat(path, &info) == 0 { return FileStatus(info) }
    if errno == ENOENT { return nil }
    throw failure(.inspect, path: path)
  }

  /// The path a write to `path` should go to: `path` itself, or the file at the end of its
  /// chain of symbolic links (relative links are taken from the folder holding the link). A
  /// link whose target is missing gives that target, where the file will be created.
  static func resolveSymbolicLinks(_ path: String) throws(StorageFileError) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw failure(.resolveLink, path: path, subject: current) }
      let target = string(fromCString: Array(buffer[0..<count]) + [0])
      if target.hasPrefix("/") {
        current = target
      } else {
        let folder = parentDirectory(of: current)
        current = (folder.hasSuffix("/") ? folder : folder + "/") + target
      }
    }
    errno = ELOOP
    throw failure(.resolveLink, path: path, subject: current)
  }

  /// The process's file-creation mask, which the mode of a new file respects. Linux reports it
  /// in `/proc/self/status`; elsewhere it is read by setting it and restoring it at once.
  static func fileCreationMask() -> mode_t {
    if let status = try? readFile("/proc/self/status", limit: 1 << 20),
      let mask = fileCreationMask(inProcessStatus: String(decoding: status, as: UTF8.self))
    {
      return mask
    }
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  /// The mask on the `Umask:` line of a `/proc/<pid>/status` text, if it has one.
  static func fileCreationMask(inProcessStatus text: String) -> mode_t? {
    for line in text.split(separator: "\n") where line.hasPrefix("Umask:") {
      let digits = String(line.dropFirst("Umask:".count).filter { !$0.isWhitespace })
      return mode_t(digits, radix: 8)
    }
    return nil
  }

  /// Gives the file at `path` the new name `target`, failing with `EEXIST` rather than
  /// replacing anything already called `target`; a failure names `step`.
  static func renameWithoutReplacing(
    _ path: String, to target: String, step: StorageFileError.Step = .moveAside
  ) throws(StorageFileError) {
    if link(path, target) == 0 {
      guard unlink(path) == 0 else { throw failure(step, path: path, subject: target) }
      return
    }
    // File systems without hard links: check, then rename (the window is tiny, and only this
    // process names files this way).
    let linkErrno = errno
    guard linkErrno == EPERM || linkErrno == ENOTSUP || linkErrno == EXDEV else {
      throw failure(step, path: path, subject: target)
    }
    if exists(target) {
      errno = EEXIST
      throw failure(step, path: path, subject: target)
    }
    guard rename(path, target) == 0 else { throw failure(step, path: path, subject: target) }
  }

  /// Creates `.<name>.<purpose>-XXXXXX` (mode `0600`) in the folder of `path`, returning its
  /// descriptor (closed on exec) and its path.
  static func makeTemporaryFile(
    beside path: String, purpose: String, calls: FileWriteCalls
  ) throws(StorageFileError) -> (fd: Int32, path: String) {
    let directory = parentDirectory(of: path)
    let separator = directory.hasSuffix("/") ? "" : "/"
    let name = lastComponent(of: path)
    var template = Array("\(directory)\(separator).\(name).\(purpose)-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { calls.makeTemporaryFile($0) } ?? -1
    }
    guard fd >= 0 else {
      throw failure(.createTemporaryFile, path: path, subject: directory)
    }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    return (fd, string(fromCString: template))
  }

  /// Creates a fresh private directory in `parent`, by default the system's temporary
  /// directory. `mkdtemp` never reuses an existing directory, even when two processes ask at
  /// once.
  package static func makeTemporaryDirectory(prefix: String, in parent: String? = nil)
    throws(StorageFileError) -> String
  {
    let base = parent ?? getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
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
