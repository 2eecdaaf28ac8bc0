#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MultilineEditing {
  /// The line break Return puts into `text`: the one its first line ends with, so a file
  /// written with `"\r\n"` (or `"\r"` alone, as old Mac files are) keeps to them, and `"\n"`
  /// for a text of one line. Found with `memchr`, so a long first line costs its bytes at
  /// memory speed.
  static func lineBreak(of text: String) -> String {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> String in
      guard let base = bytes.baseAddress else { return "\n" }
      let newLine = memchr(base, 0x0A, bytes.count).map {
        UnsafeRawPointer($0) - UnsafeRawPointer(base)
      }
      let carriageReturn = memchr(base, 0x0D, newLine ?? bytes.count).map {
        UnsafeRawPointer($0) - UnsafeRawPointer(base)
      }
      if let carriageReturn {
        return carriageReturn + 1 == newLine ? "\r\n" : "\r"
      }
      return "\n"
    }
    return found
      ?? (text.firstIndex { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.map { String(text[$0]) }
        ?? "\n")
  }
}
