import Foundation

/// A file a `FileRepresentation` exports a value as, SwiftUI's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
  /// Where the file is.
  public let file: URL
  /// Whether the receiver may use the file where it is instead of a copy.
  public let allowAccessingOriginalFile: Bool

  /// The file at `file`.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}
