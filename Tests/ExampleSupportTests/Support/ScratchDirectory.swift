import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh directory for one test, removed at the end.
struct ScratchDirectory: ~Copyable {
  let path: String

  init() {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/example-support-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      return mkdtemp(base) != nil
    }
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if !made {
      try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
  }

  func file(_ name: String) -> String { path + "/" + name }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
