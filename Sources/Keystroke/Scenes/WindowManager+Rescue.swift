import Foundation

extension WindowManager {
  /// Writes the current contents of every edited document to a file of its own, for an app
  /// ended without the chance to ask about them (Ctrl+C, SIGTERM, SIGHUP, a terminal that
  /// went away), as nano does: beside the document's file as `NAME.save`, or for an untitled
  /// document in the document folder as `Untitled.save`, numbered (`NAME.save.1`, …) when
  /// the name is taken (see ``RescuePath``). Nothing already there is written over, and the
  /// document's own file is left as it is.
  ///
  /// A quit from the menu has already asked about each edited document (and closed the
  /// windows of those not saved), so it leaves nothing here to write.
  ///
  /// - Returns: one sentence per edited document, saying where its changes went or why they
  ///   could not be written, for standard error once the terminal is restored.
  func rescueEditedDocuments() -> [String] {
    var lines: [String] = []
    for window in windows {
      guard let document = window.document, document.isEdited,
        let driver = kind(of: window)?.document, driver.isEditable
      else { continue }
      let base =
        document.fileURL?.path
        ?? defaultDirectory.appendingPathComponent(document.untitledName).path
      // The bytes Save would write to the document's file (or its first path), so the
      // content type is the one that file has.
      let typeURL = document.fileURL ?? URL(fileURLWithPath: suggestedPath(for: window))
      do {
        let bytes = try driver.contents(document, typeURL)
        let path = try writeRescue(bytes, beside: base)
        lines.append(
          "unsaved changes to \(document.displayName) were written to \(Self.shown(path))")
      } catch {
        lines.append(
          "unsaved changes to \(document.displayName) were lost: "
            + DocumentFileError.describe(error))
      }
    }
    return lines
  }

  /// Writes `bytes` to the first free name of ``RescuePath/candidates(for:)``, as a new file
  /// that only its owner may read (the document may hold what its own file keeps private),
  /// and returns its path. A name taken between the check and the write is passed over.
  private func writeRescue(_ bytes: [UInt8], beside base: String) throws -> String {
    var lastError: (any Error)?
    for path in RescuePath.candidates(for: base) where !SystemCalls.exists(path) {
      do {
        try fileWriter.writeNew(bytes, to: path, permissions: 0o600)
        return path
      } catch let error as StorageFileError where error.code == SystemCalls.fileExists {
        lastError = error
      }
    }
    throw lastError
      ?? DocumentFileError(message: "Every name from \(base).save to the last tried is taken.")
  }

  /// A path as the user would type it from the current folder: relative when it lies inside
  /// it, else whole.
  static func shown(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
