import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system side of `.fileExporter` and `.fileMover`: what is at a target name, writing
/// an exported file, and moving a file. Every write goes to a temporary file in the target's
/// folder that is then renamed into place, so the target is never seen half written.
enum FilePlacement {
  /// What is at `path`, without following a final symbolic link.
  static func inspect(_ path: String) -> FileSaveCheck.Existing {
    guard let status = try? SystemCalls.status(of: path) else { return .nothing }
    switch status.kind {
    case .regular: return .file
    case .symbolicLink:
      return .link(to: (try? SystemCalls.resolveSymbolicLinks(path)) ?? path)
    default: return .other(status.kind.phrase)
    }
  }

  /// Writes `bytes` as a new file at `path` (failing if something appeared there meanwhile),
  /// or, with `replacing`, over the file there (through a symbolic link to the file it names,
  /// keeping that file's mode).
  ///
  /// - Throws: ``StorageFileError`` or ``DocumentFileError``.
  static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws {
    let writer = DocumentFileWriter()
    if replacing {
      try writer.write(bytes, to: path)
    } else {
      try writer.writeNew(bytes, to: path, permissions: 0o666 & ~writer.umask())
    }
  }

  /// Moves the file or folder at `source` to `path`: a rename, or, across file systems, a copy
  /// under a temporary name beside `path`, renamed into place, then the original removed.
  /// Without `replacing`, fails if something is at `path`.
  ///
  /// - Throws: ``StorageFileError`` naming the step, or Foundation's error from the copy.
  static func move(_ source: String, to path: String, replacing: Bool) throws {
    do throws(StorageFileError) {
      try placeByRenaming(source, to: path, replacing: replacing)
    } catch {
      guard error.code == EXDEV else { throw error }
      try copyThenRemove(source, to: path, replacing: replacing)
    }
  }

  private static func placeByRenaming(
    _ source: String, to path: String, replacing: Bool
  ) throws(StorageFileError) {
    if replacing {
      guard rename(source, path) == 0 else {
        throw SystemCalls.failure(.rename, path: path, subject: source)
      }
    } else {
      try SystemCalls.renameWithoutReplacing(source, to: path, step: .placeNewFile)
    }
  }

  private static func copyThenRemove(_ source: String, to path: String, replacing: Bool) throws {
    let folder = SystemCalls.parentDirectory(of: path)
    let temporary =
      (folder.hasSuffix("/") ? folder : folder + "/") + ".\(SystemCalls.lastComponent(of: path))"
      + ".move-\(UUID().uuidString.prefix(8))"
    try FileManager.default.copyItem(atPath: source, toPath: temporary)
    do {
      try placeByRenaming(temporary, to: path, replacing: replacing)
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw error
    }
    try FileManager.default.removeItem(atPath: source)
  }
}
