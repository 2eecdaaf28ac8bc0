import Foundation

extension String: Transferable {
  /// A string travels as UTF-8 plain text.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .plainText) { string in
      Data(string.utf8)
    } importing: { data in
      String(decoding: data, as: UTF8.self)
    }
  }
}

extension Data: Transferable {
  /// Data travels as itself.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) {
      $0
    } importing: {
      $0
    }
  }
}

extension URL: Transferable {
  /// An address travels as its text; a file's address as the file's path.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url) { url in
      Data((url.isFileURL ? url.path : url.absoluteString).utf8)
    } importing: { data in
      let text = String(decoding: data, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      if text.hasPrefix("/") { return URL(fileURLWithPath: text) }
      guard let url = URL(string: text), url.scheme != nil else {
        throw CocoaError(.fileReadCorruptFile)
      }
      return url
    }
  }
}
