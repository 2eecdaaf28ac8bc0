import Foundation

/// The names a save sheet (`.fileExporter`, `.fileMover`) gives files, and why a typed name is
/// refused. Pure: nothing here looks at the disk.
enum FileSaveNaming {
  /// The most bytes a file name may have on the file systems Keystroke runs on.
  static let longestName = 255

  /// `name` with the extension of `type` added when it has no extension at all (`report` saved
  /// as plain text becomes `report.txt`); a name that has an extension keeps it as typed.
  static func completed(_ name: String, for type: UTType?) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, let type, let wanted = type.preferredFilenameExtension else {
      return trimmed
    }
    return hasExtension(trimmed) ? trimmed : trimmed + "." + wanted
  }

  /// The first name a sheet offers: the app's default name (or `Untitled`), with the type's
  /// extension unless it already ends in one of that type.
  static func suggested(_ name: String?, for type: UTType?) -> String {
    let base = name.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    let name = base.isEmpty ? "Untitled" : base
    guard let type, let wanted = type.preferredFilenameExtension else { return name }
    let current = (name as NSString).pathExtension
    if !current.isEmpty, let own = UTType(filenameExtension: current), own.conforms(to: type) {
      return name
    }
    return name + "." + wanted
  }

  /// Which of `types` the extension of `name` stands for: the first whose preferred extension it
  /// is, else the first it conforms to; `nil` for a name without an extension or one none of
  /// them claims.
  static func typeIndex(of name: String, among types: [UTType]) -> Int? {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard hasExtension(trimmed) else { return nil }
    let ext = (trimmed as NSString).pathExtension.lowercased()
    if let exact = types.firstIndex(where: { $0.preferredFilenameExtension == ext }) {
      return exact
    }
    guard let own = UTType(filenameExtension: ext) else { return nil }
    return types.firstIndex { $0.preferredFilenameExtension != nil && own.conforms(to: $0) }
  }

  /// `name` for a file of `type` instead: an extension that stands for another of `types`
  /// becomes `type`'s (`report.csv` to `report.json`); any other name is kept as it is.
  static func retyped(_ name: String, to type: UTType?, among types: [UTType]) -> String {
    guard let type, let wanted = type.preferredFilenameExtension,
      typeIndex(of: name, among: types) != nil
    else { return name }
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    let ext = (trimmed as NSString).pathExtension
    return String(trimmed.dropLast(ext.count)) + wanted
  }

  /// `names` made distinct, as a folder needs them: a repeated name gets ` 2`, ` 3`… before
  /// its extension (`Untitled.txt`, `Untitled 2.txt`).
  static func distinct(_ names: [String]) -> [String] {
    var taken = Set<String>()
    return names.map { name in
      var candidate = name
      var number = 2
      while taken.contains(candidate) {
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        candidate = stem + " \(number)" + (ext.isEmpty ? "" : "." + ext)
        number += 1
      }
      taken.insert(candidate)
      return candidate
    }
  }

  /// Why `name` cannot name a file in the folder shown, in a sentence; `nil` when it can.
  static func problem(with name: String) -> String? {
    if name.trimmingCharacters(in: .whitespaces).isEmpty { return "Type a name for the file." }
    if name.contains("/") {
      return "A file name cannot contain “/”; choose the folder in the list instead."
    }
    if name.unicodeScalars.contains(where: isControl) {
      return "A file name cannot contain control characters such as a line break or a tab."
    }
    if name == "." || name == ".." { return "“\(name)” is not a file name." }
    if name.utf8.count > longestName {
      return "The name is too long: at most \(longestName) bytes."
    }
    return nil
  }

  private static func hasExtension(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return name.index(after: dot) != name.endIndex
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }
}
