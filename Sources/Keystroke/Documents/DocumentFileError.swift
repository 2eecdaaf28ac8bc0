/// Why a document could not be read or saved, in words for an alert.
struct DocumentFileError: Error, Equatable, CustomStringConvertible {
  /// The sentence shown.
  let message: String

  var description: String { message }

  /// The words for any error a read or a save threw.
  static func describe(_ error: any Error) -> String {
    if let known = error as? DocumentFileError { return known.message }
    if let storage = error as? StorageFileError { return storage.description }
    if let cocoa = error as? CocoaError {
      switch cocoa.code {
      case .fileReadNoSuchFile, .fileNoSuchFile: return "The file does not exist."
      case .fileReadNoPermission, .fileWriteNoPermission:
        return "You do not have permission to open it."
      case .fileReadCorruptFile: return "The file is damaged or not in a format the app reads."
      case .fileReadInapplicableStringEncoding:
        return "The file's text is not in an encoding the app reads."
      case .fileWriteFileExists: return "A file with that name already exists; choose another."
      default: break
      }
    }
    let text = String(describing: error)
    return text.isEmpty ? "An unknown error occurred." : text
  }
}
