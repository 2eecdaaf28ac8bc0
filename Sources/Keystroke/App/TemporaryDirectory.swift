import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates fresh, empty, private directories under the system's temporary directory.
///
/// `mkdtemp` guarantees the directory did not exist before, even if two processes ask at once,
/// so a headless run never picks up another run's data.
package enum TemporaryDirectory {
  /// Creates a new directory whose name starts with `prefix`; returns its path, or `nil` when
  /// the system refuses.
  package static func make(prefix: String) -> String? {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array((base + "/" + prefix + "-XXXXXX").utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      return mkdtemp(base) != nil
    }
    guard created else { return nil }
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
