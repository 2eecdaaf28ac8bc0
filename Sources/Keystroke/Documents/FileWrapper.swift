import Foundation

@_exported import struct Foundation.CocoaError
@_exported import struct Foundation.Data
@_exported import struct Foundation.URL

#if canImport(Darwin)
@_exported import class Foundation.FileWrapper
#else
/// The contents of a file as a document reads and writes them, as Foundation's `FileWrapper`
/// has them on Apple platforms. Provided where Foundation lacks it (Linux), for regular files
/// only: a document package (a directory) is not supported there.
public final class FileWrapper: @unchecked Sendable {
  /// The file's bytes.
  public let regularFileContents: Data?
  /// The name to give the file when it is saved, if the document has a preference.
  public var preferredFilename: String?
  /// The name the file had when it was read.
  public var filename: String?

  /// Wraps bytes to be written as a regular file.
  public init(regularFileWithContents contents: Data) {
    regularFileContents = contents
  }

  /// Reads the regular file at `url`. Anything else there (a FIFO, a device, a socket) is
  /// refused at once rather than read, which could wait forever or never end.
  ///
  /// - Throws: The system's error when the file is missing, unreadable, a directory, not a
  ///   regular file, or larger than 1 GiB.
  public init(url: URL, options: ReadingOptions = []) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSFilePathErrorKey: url.path])
    }
    guard let bytes = try SystemCalls.readFile(url.path, limit: 1 << 30) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    regularFileContents = Data(bytes)
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
  }

  /// Whether the wrapper holds a regular file (always, here).
  public var isRegularFile: Bool { true }

  /// Whether the wrapper holds a directory (never, here).
  public var isDirectory: Bool { false }

  /// How a wrapper reads its file.
  public struct ReadingOptions: OptionSet, Sendable {
    /// The bit pattern.
    public let rawValue: UInt
    /// Creates options from their bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Read the contents now (the only way this wrapper reads).
    public static let immediate = ReadingOptions(rawValue: 1)
    /// Ignored: contents are always read immediately.
    public static let withoutMapping = ReadingOptions(rawValue: 2)
  }
}
#endif
