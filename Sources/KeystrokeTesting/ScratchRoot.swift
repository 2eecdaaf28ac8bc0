import Foundation
import Keystroke

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a test process makes its scratch directories in: made on first use, and removed
/// with everything in it when the process exits normally (a test run that crashes leaves it).
enum ScratchRoot {
  /// The folder, or `nil` when the temporary directory cannot be written (scratch
  /// directories are then made beside it, and stay).
  static let path: String? = {
    guard let path = try? SystemCalls.makeTemporaryDirectory(prefix: "keystroke-tests") else {
      return nil
    }
    atexit { ScratchRoot.remove() }
    return path
  }()

  /// Removes the folder and everything in it.
  static func remove() {
    guard let path else { return }
    try? FileManager.default.removeItem(atPath: path)
  }
}
