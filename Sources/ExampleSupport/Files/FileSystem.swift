#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the examples need, with errors that name the file.
public enum FileSystem {
  /// Creates `directory` and its missing ancestors (mode `0700`).
  ///
  /// - Throws: ``FileSystemError`` if a component cannot be created or is not a directory.
  public static func makeDirectories(_ directory: String) throws(FileSystemError) {
    if isDirectory(directory) { return }
    if let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
      try makeDirectories(String(directory[..<slash]))
    }
    guard mkdir(directory, 0o700) == 0 || (errno == EEXIST && isDirectory(directory)) else {
      let reason = errno == EEXIST ? "a file is in the way" : String(cString: strerror(errno))
      throw FileSystemError(path: directory, step: "create the directory", reason: reason)
    }
  }

  /// Whether `path` is a directory (following symbolic links).
  public static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Replaces the file at `path` with `bytes` atomically: a temporary file in the same
  /// directory is written, flushed, renamed over the file, and the directory flushed, so a
  /// reader or a crash sees the old contents or the new, never a partial file. On failure the
  /// temporary file is removed and the file is left as it was.
  ///
  /// As careful editors save: a symbolic link is followed and the file it names is written
  /// (the link stays); an existing file keeps its mode; a file with other hard links is
  /// written in place so the links stay joined; a read-only file, a device, a FIFO or a socket
  /// is refused, never replaced.
  ///
  /// - Throws: ``FileSystemError`` naming `path` and the failed step.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw FileSystemError(path: path, step: "write", reason: "not a file name")
    }
    let target = try resolveLinks(path)
    var info = stat()
    var mode: mode_t = 0o644
    if lstat(target, &info) == 0 {
      let kind = info.st_mode & S_IFMT
      if kind == S_IFDIR {
        throw FileSystemError(path: path, step: "write", reason: "it is a directory")
      }
      guard kind == S_IFREG else {
        throw FileSystemError(
          path: path, step: "write", reason: "it is \(phrase(kind)), not a regular file")
      }
      guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
        throw FileSystemError(path: path, step: "write", reason: "it is read-only")
      }
      mode = info.st_mode & 0o7777
      if info.st_nlink > 1 {
        try overwrite(bytes, at: target, reportedAs: path)
        return
      }
    }
    try replace(target, with: bytes, mode: mode, reportedAs: path)
  }

  /// The file at the end of `path`'s chain of symbolic links (relative links are taken from
  /// the folder holding the link); `path` itself when it is no link. A link whose target is
  /// missing gives that target, where the file will be created.
  static func resolveLinks(_ path: String) throws(FileSystemError) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else {
        throw FileSystemError(
          path: path, step: "follow the link", reason: String(cString: strerror(errno)))
      }
      let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else if let slash = current.lastIndex(of: "/") {
        current = String(current[...slash]) + link
      } else {
        current = link
      }
    }
    throw FileSystemError(
      path: path, step: "follow the link", reason: String(cString: strerror(ELOOP)))
  }

  /// What a file type is called in a message.
  private static func phrase(_ kind: mode_t) -> String {
    switch kind {
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }

  /// Writes `bytes` over the file at `target` itself (truncated first), then flushes it.
  private static func overwrite(_ bytes: [UInt8], at target: String, reportedAs path: String)
    throws(FileSystemError)
  {
    let fd = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    guard fd >= 0 else {
      throw FileSystemError(path: path, step: "write", reason: String(cString: strerror(errno)))
    }
    defer { close(fd) }
    try writeAll(bytes, to: fd, reportedAs: path)
    guard fsync(fd) == 0 else {
      throw FileSystemError(path: path, step: "flush", reason: String(cString: strerror(errno)))
    }
  }

  /// Writes every byte to `fd`, retrying interrupted and partial writes.
  private static func writeAll(_ bytes: [UInt8], to fd: Int32, reportedAs path: String)
    throws(FileSystemError)
  {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        throw FileSystemError(path: path, step: "write", reason: String(cString: strerror(errno)))
      }
      offset += written
    }
  }

  /// Writes a temporary file beside `target` with `mode` and renames it over `target`.
  private static func replace(
    _ target: String, with bytes: [UInt8], mode: mode_t, reportedAs path: String
  ) throws(FileSystemError) {
    let slash = target.lastIndex(of: "/")
    let directory = slash.map { $0 == target.startIndex ? "/" : String(target[..<$0]) } ?? "."
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
    guard fd >= 0 else {
      throw FileSystemError(path: path, step: "write", reason: String(cString: strerror(errno)))
    }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var succeeded = false
    var isOpen = true
    defer {
      if isOpen { close(fd) }
      if !succeeded { unlink(temporary) }
    }
    func failure(_ step: String) -> FileSystemError {
      FileSystemError(path: path, step: step, reason: String(cString: strerror(errno)))
    }
    try writeAll(bytes, to: fd, reportedAs: path)
    guard fchmod(fd, mode) == 0, fsync(fd) == 0 else { throw failure("flush") }
    isOpen = false
    guard close(fd) == 0 else { throw failure("close") }
    guard rename(temporary, target) == 0 else { throw failure("rename a temporary file to") }
    succeeded = true
    let directoryFD = open(directory, O_RDONLY)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
  }
}
