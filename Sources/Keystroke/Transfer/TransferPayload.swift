import Foundation

/// What one form of a transferable value carries: bytes, or a file.
enum TransferPayload: Sendable {
  /// The value's bytes in the form's content type.
  case data(Data)
  /// A file holding the value; `isOriginal` when it is the user's own file, not a copy.
  case file(URL, isOriginal: Bool)
}

extension TransferPayload {
  /// The payload's bytes: the data itself, or the file's contents.
  func data() throws -> Data {
    switch self {
    case .data(let data): return data
    case .file(let url, _): return try Data(contentsOf: url)
    }
  }
}
