#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MultilineEditing {
  /// The line break Return puts into `text`: the one its first line ends with, so a file
  /// written with `"\r\n"` keeps to them, and `"\n"` for a text of one line. Found with
  /// `memchr`, so a long first line costs its bytes at memory speed.
  static func lineBreak(of text: String) -> String {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> String in
      guard let base = bytes.baseAddress, let newLine = memchr(base, 0x0A, bytes.count) else {
        return "\n"
      }
      let offset = UnsafeRawPointer(newLine) - UnsafeRawPointer(base)
      return offset > 0 && bytes[offset - 1] == 0x0D ? "\r\n" : "\n"
    }
    return found
      ?? (text.firstIndex { $0 == "\n" || $0 == "\r\n" }.map { String(text[$0]) } ?? "\n")
  }
}
