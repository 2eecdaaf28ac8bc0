import Foundation

/// How transferable values become text on a terminal's clipboard and come back from it.
///
/// A value's forms are tried plain text first (a `String` proxy, bytes of `.plainText`), then
/// the other text forms in the order the type lists them (JSON, CSV, an address), then the
/// rest; a form's bytes that are not UTF-8 are skipped, and a file form that is not text is
/// its path. Text is read back the same way: each form that imports, in that order, is given
/// the text's UTF-8 bytes (or, for a file form that is not text, the file the text names),
/// and the first value made wins.
enum TransferText {
  /// Whether a form of `type` is text: any text type, or an address.
  static func isTextual(_ type: UTType) -> Bool {
    type.conforms(to: .text) || type.conforms(to: .url)
  }

  /// `entries` in the order text is looked for: plain text, other text, the rest.
  static func textFirst<Item>(_ entries: [TransferEntry<Item>]) -> [TransferEntry<Item>] {
    func rank(_ entry: TransferEntry<Item>) -> Int {
      if entry.contentType.conforms(to: .plainText) { return 0 }
      return isTextual(entry.contentType) ? 1 : 2
    }
    return entries.enumerated()
      .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
  }

  /// The text `item` stands for, or `nil` when no form of it is text or a file.
  static func text<Item: Transferable>(of item: Item) async -> String? {
    for entry in textFirst(Item.transferEntries) where entry.offers(item) {
      guard let export = entry.export, let payload = try? await export(item) else { continue }
      switch payload {
      case .data(let data):
        if isTextual(entry.contentType), let text = String(data: data, encoding: .utf8) {
          return text
        }
      case .file(let url, _):
        if isTextual(entry.contentType), let data = try? Data(contentsOf: url),
          let text = String(data: data, encoding: .utf8)
        {
          return text
        }
        return url.path
      }
    }
    return nil
  }

  /// The value of `Item` that `text` stands for, or `nil` when no form makes one from it.
  static func value<Item: Transferable>(from text: String, as type: Item.Type) async -> Item? {
    for entry in textFirst(Item.transferEntries) {
      guard let importer = entry.importer else { continue }
      let payload: TransferPayload
      if isTextual(entry.contentType) {
        payload = .data(Data(text.utf8))
      } else {
        let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path) else { continue }
        payload = .file(URL(fileURLWithPath: path), isOriginal: true)
      }
      if let value = try? await importer(payload) { return value }
    }
    return nil
  }
}
