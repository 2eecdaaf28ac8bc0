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
  /// directory is written, flushed, renamed over `path`, and the directory flushed, so a reader
  /// or a crash sees the old contents or the new, never a partial file. On failure the
  /// temporary file is removed and `path` is left as it was.
  ///
  /// - Throws: ``FileSystemError`` naming `path` and the failed step.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw FileSystemError(path: path, step: "write", reason: "not a file name")
    }
    if isDirectory(path) {
      throw FileSystemError(path: path, step: "write", reason: "it is a directory")
    }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
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
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw failure("write") }
      offset += written
    }
    guard fchmod(fd, 0o644) == 0, fsync(fd) == 0 else { throw failure("flush") }
    isOpen = false
    guard close(fd) == 0 else { throw failure("close") }
    guard rename(temporary, path) == 0 else { throw failure("rename a temporary file to") }
    succeeded = true
    let directoryFD = open(directory, O_RDONLY)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
  }
}
