/// Where the unsaved changes of a document go when the app is ended before they could be
/// saved (Ctrl+C, SIGTERM, SIGHUP), as nano writes `NAME.save`: the document's path with
/// `.save` added, or `.save.1`, `.save.2`, … when that name is taken. A name that is taken is
/// never written over, whatever is there (a file, a folder, a link, even one to nothing).
enum RescuePath {
  /// How many numbered names are tried before giving up.
  static let attempts = 1000

  /// The names to try for the document saved at `path` (or that would be: an untitled one's
  /// name in the document folder), in order.
  static func candidates(for path: String) -> [String] {
    [path + ".save"] + (1..<attempts).map { "\(path).save.\($0)" }
  }

  /// The first of ``candidates(for:)`` that `isTaken` does not claim, or `nil` when every one
  /// is taken.
  static func first(for path: String, isTaken: (String) -> Bool) -> String? {
    candidates(for: path).first { !isTaken($0) }
  }
}
