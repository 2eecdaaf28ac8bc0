#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches a folder that may not exist yet, or may be removed: while it is missing, its
/// nearest existing ancestor is watched instead, and after each notice the watch moves to the
/// deepest folder of the path that exists then.
///
/// So an app started before its config folder was made still hears of a file saved there,
/// without looking at the file on every key. Where no folder of the path can be watched (no
/// inotify, or its limits reached), there is no watch and the caller keeps looking itself.
@MainActor
final class NearestFolderWatch {
  /// The folder whose entries matter.
  let target: String
  /// The folder watched now: `target` or one of its ancestors.
  private(set) var watchedFolder: String?
  private var watch: FolderWatch?
  /// Whether a folder is watched: `false` once moving the watch found none it could watch
  /// (inotify's limits reached meanwhile), after which no notice comes.
  var isWatching: Bool { watch != nil }
  private let onChange: @MainActor @Sendable () -> Void

  /// Starts watching `folder`, or its nearest existing ancestor; `onChange` runs on the main
  /// actor after each notice, once the watch has moved.
  init?(folder: String, onChange: @escaping @MainActor @Sendable () -> Void) {
    target = folder
    self.onChange = onChange
    guard attach() else { return nil }
  }

  /// Watches the deepest folder of the path that can be watched; returns whether one could.
  @discardableResult
  private func attach() -> Bool {
    var candidate: String? = target
    var below: String?
    while let folder = candidate {
      if folder == watchedFolder, watch?.hasEnded == false { return true }
      if let watch = FolderWatch(folder: folder, onChange: { [weak self] in self?.noticed() }) {
        self.watch = watch
        watchedFolder = folder
        // The folder below may have been made after it could not be watched and before this
        // watch began, which then heard nothing of it: look again.
        if let below, Self.isFolder(below) { return attach() }
        return true
      }
      below = folder
      candidate = Self.parent(of: folder)
    }
    watch = nil
    watchedFolder = nil
    return false
  }

  private func noticed() {
    // A folder made below the watched one, or the watched one removed: move, then report
    // (a file may have been written in the new folder before the watch reached it, and a
    // watch lost on the way leaves the caller to look for itself).
    if watchedFolder != target || watch?.hasEnded != false { attach() }
    onChange()
  }

  /// The folder holding `path`, or `nil` at the top (`/`, or a relative path's first part).
  static func parent(of path: String) -> String? {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    if trimmed.isEmpty || trimmed == "/" || trimmed == "." { return nil }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
