import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The error `.fileExporter` and `.fileMover` hand to `onCompletion` when a file cannot be
/// placed: a `CocoaError` with the code SwiftUI apps test for (`.fileWriteNoPermission`,
/// `.fileWriteOutOfSpace`, `.fileWriteInvalidFileName`…), the path, and the sentence the
/// sheet shows as its localized description.
enum FileSaveFailure {
  /// The error for a name the sheet refused before writing.
  static func invalidName(_ name: String, in folder: String, reason: String) -> CocoaError {
    error(.fileWriteInvalidFileName, path: folder + "/" + name, message: reason)
  }

  /// The error for a chosen folder that is not there any more.
  static func missingFolder(_ folder: String, reason: String) -> CocoaError {
    error(.fileNoSuchFile, path: folder, message: reason)
  }

  /// The error for a target that is never replaced.
  static func refused(_ path: String, reason: String) -> CocoaError {
    error(.fileWriteFileExists, path: path, message: reason)
  }

  /// The error for a write or move that failed, with the sentence to show.
  static func failed(_ error: any Error, path: String) -> (error: CocoaError, message: String) {
    let message = DocumentFileError.describe(error)
    if let cocoa = error as? CocoaError { return (cocoa, message) }
    let code =
      (error as? StorageFileError).map { self.code(forErrno: $0.code) } ?? .fileWriteUnknown
    return (self.error(code, path: path, message: message), message)
  }

  /// The `CocoaError` code for a system error number.
  static func code(forErrno number: Int32) -> CocoaError.Code {
    switch number {
    case EACCES, EPERM: return .fileWriteNoPermission
    case EROFS: return .fileWriteVolumeReadOnly
    case ENOSPC, EDQUOT: return .fileWriteOutOfSpace
    case EEXIST: return .fileWriteFileExists
    case ENAMETOOLONG, EINVAL: return .fileWriteInvalidFileName
    case ENOENT: return .fileNoSuchFile
    default: return .fileWriteUnknown
    }
  }

  private static func error(_ code: CocoaError.Code, path: String, message: String) -> CocoaError {
    CocoaError(code, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: message])
  }
}
