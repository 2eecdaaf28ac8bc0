import Foundation

/// The text a shared or pasted value stands for on a terminal's clipboard.
enum ShareableText {
  /// `item` as clipboard text: a string as it is, a URL as its address, data as UTF-8 text
  /// when it is valid UTF-8, anything else as it describes itself.
  static func text(of item: Any) -> String {
    switch item {
    case let string as String: return string
    case let substring as Substring: return String(substring)
    case let url as URL: return url.isFileURL ? url.path : url.absoluteString
    case let data as Data: return String(decoding: data, as: UTF8.self)
    case let attributed as AttributedString: return String(attributed.characters)
    default: return String(describing: item)
    }
  }

  /// Whether `item` is made straight into text (a string, an address, data, attributed text).
  static func isPlain(_ item: Any) -> Bool {
    item is String || item is Substring || item is URL || item is Data || item is AttributedString
  }

  /// The clipboard text for several items, with the subject and message first: one per line.
  static func text(of items: [Any], subject: String?, message: String?) -> String {
    let lines = [subject, message].compactMap { $0 } + items.map { text(of: $0) }
    return lines.filter { !$0.isEmpty }.joined(separator: "\n")
  }

  /// `text` as a value of `type`, if one of that type can be made from text: `String`,
  /// `URL` (when it parses), `Data` (UTF-8) or `AttributedString`.
  static func value<T>(_ text: String, as type: T.Type) -> T? {
    if let value = text as? T { return value }
    if T.self == URL.self {
      return URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) as? T
    }
    if T.self == Data.self { return Data(text.utf8) as? T }
    if T.self == AttributedString.self { return AttributedString(text) as? T }
    return nil
  }
}
