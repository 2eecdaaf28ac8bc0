import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A copy of this executable in a scratch folder whose pages the page cache has dropped, so
/// a memory probe run from it reads its code from disk as an installed app does, and finds the
/// same peak every time.
///
/// What counts as resident in an executable depends on how its file sits in the page cache:
/// Linux maps the pages around each one a program touches when they are cached, and a file
/// just written by the linker, or copied with `copy_file_range` or `sendfile` (`cp`), made the
/// same probe read about 2 MiB more (19.0–19.5 MiB) than once its cached pages had been dropped
/// and read back (16.8–17.9 MiB). The benchmark measures the second state.
struct ExecutableCopy {
  /// The path of the copy.
  let path: String
  private let folder: String

  /// Copies the running executable, writes the copy out and has the kernel drop it from the
  /// page cache; `nil` if any step fails, and at once outside Linux (no `posix_fadvise`).
  init?() {
    #if !os(Linux)
    return nil
    #else
    folder = NSTemporaryDirectory() + "keystroke-bench-\(getpid())-\(UUID().uuidString)"
    path = folder + "/keystroke-bench"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: Bundle.main.executablePath ?? CommandLine.arguments[0], toPath: path)
    } catch {
      try? FileManager.default.removeItem(atPath: folder)
      return nil
    }
    guard Self.dropCachedPages(of: path) else {
      try? FileManager.default.removeItem(atPath: folder)
      return nil
    }
    #endif
  }

  /// Removes the copy.
  func remove() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  #if os(Linux)
  /// Writes the file out and asks the kernel to drop its cached pages.
  private static func dropCachedPages(of path: String) -> Bool {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return fsync(descriptor) == 0
      && posix_fadvise(descriptor, 0, 0, Int32(POSIX_FADV_DONTNEED)) == 0
  }
  #endif
}
