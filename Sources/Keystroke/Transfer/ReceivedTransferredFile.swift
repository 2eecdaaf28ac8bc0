import Foundation

/// A file a `FileRepresentation` imports a value from, SwiftUI's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
  /// Where the file is.
  public let file: URL
  /// Whether `file` is the sender's own file rather than a copy.
  public let isOriginalFile: Bool
}
