import Foundation

/// What a document's file looked like when the app last read or wrote it: which file it was
/// and when and how far it was last written. A different stamp at save time means another
/// program changed the file (or put another in its place) since.
struct FileStamp: Equatable, Sendable {
  /// The device and inode: an editor that saves by renaming a new file into place changes
  /// these.
  let device: UInt64
  let inode: UInt64
  /// The size in bytes.
  let size: Int64
  /// The last modification, to the nanosecond the file system keeps.
  let seconds: Int
  let nanoseconds: Int

  /// The stamp of the file at `url` (links followed), or `nil` when nothing is there.
  static func of(_ url: URL) -> FileStamp? {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    return FileStamp(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
  }
}
