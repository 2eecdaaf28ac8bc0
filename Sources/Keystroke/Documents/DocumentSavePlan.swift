#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a document is written to the file its path names (after following symbolic links),
/// decided from what is there now.
enum DocumentSavePlan: Equatable {
  /// Nothing is there: create the file, with the mode new files get (`0666` less the umask).
  case create(permissions: mode_t)
  /// A regular file with one link: write a temporary file beside it with its mode and owner,
  /// then rename it over the file (atomic).
  case replace(permissions: mode_t, owner: uid_t, group: gid_t)
  /// A regular file with several hard links: overwrite it in place (after a backup copy), so
  /// the links stay one file.
  case overwriteInPlace
  /// Something that is not a regular file (a folder, FIFO, device, socket): not written.
  case refuse(FileStatus.Kind)

  /// The plan for a file whose status is `status` (`nil` when nothing is there), in a process
  /// whose file-creation mask is `umask`.
  static func make(for status: FileStatus?, umask: mode_t) -> DocumentSavePlan {
    guard let status else { return .create(permissions: 0o666 & ~umask) }
    guard status.kind == .regular else { return .refuse(status.kind) }
    if status.linkCount > 1 { return .overwriteInPlace }
    return .replace(permissions: status.permissions, owner: status.owner, group: status.group)
  }
}
