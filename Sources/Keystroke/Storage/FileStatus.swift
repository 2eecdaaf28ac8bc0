#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says about one path: what kind of entry it is, its permission bits,
/// owner, number of hard links and size.
package struct FileStatus: Equatable, Sendable {
  /// The kinds of entry a path can name.
  package enum Kind: Equatable, Sendable {
    case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, unknown

    /// The kind in words, with its article ("a FIFO (named pipe)").
    package var phrase: String {
      switch self {
      case .regular: "a regular file"
      case .directory: "a folder"
      case .symbolicLink: "a symbolic link"
      case .fifo: "a FIFO (named pipe)"
      case .characterDevice: "a character device"
      case .blockDevice: "a block device"
      case .socket: "a socket"
      case .unknown: "not a regular file"
      }
    }
  }

  /// The kind of entry.
  package var kind: Kind
  /// The permission bits, with set-user-ID, set-group-ID and sticky (`0o7777` at most).
  package var permissions: mode_t
  /// The owning user.
  package var owner: uid_t
  /// The owning group.
  package var group: gid_t
  /// How many directory entries name the file (hard links).
  package var linkCount: Int
  /// The size in bytes.
  package var size: Int

  /// A status from its parts.
  package init(
    kind: Kind, permissions: mode_t, owner: uid_t = 0, group: gid_t = 0, linkCount: Int = 1,
    size: Int = 0
  ) {
    self.kind = kind
    self.permissions = permissions
    self.owner = owner
    self.group = group
    self.linkCount = linkCount
    self.size = size
  }

  /// The status `stat(2)` filled in.
  package init(_ info: stat) {
    let kind: Kind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .directory
      case S_IFLNK: .symbolicLink
      case S_IFIFO: .fifo
      case S_IFCHR: .characterDevice
      case S_IFBLK: .blockDevice
      case S_IFSOCK: .socket
      default: .unknown
      }
    self.init(
      kind: kind, permissions: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid,
      linkCount: Int(info.st_nlink), size: Int(info.st_size))
  }

  /// Whether no one may write the file according to its permission bits (the owner, group and
  /// other write bits are all clear). Editors call such a file read-only even for root.
  package var hasNoWriteBits: Bool { permissions & 0o222 == 0 }
}
