/// A failed file operation of the settings store, naming the file, the step that failed and
/// the system's reason.
package struct StorageFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was being done when the failure happened.
  package enum Step: String, Sendable {
    case createDirectory = "create the directory"
    case createTemporaryFile = "create a temporary file"
    case writeTemporaryFile = "write the temporary file"
    case syncTemporaryFile = "flush the temporary file to disk"
    case closeTemporaryFile = "close the temporary file"
    case rename = "rename the temporary file over the target"
    case syncDirectory = "flush the directory to disk"
    case read = "read the file"
    case moveAside = "move the file aside"
    case inspect = "examine the file"
    case resolveLink = "follow the symbolic link"
    case keepOwner = "give the temporary file the original's owner"
    case keepPermissions = "give the temporary file the original's permissions"
    case backUp = "write a backup copy"
    case writeInPlace = "write the file in place"
    case placeNewFile = "give the new file its name"
  }

  /// The file the operation was about (the file being saved, read or moved).
  package let path: String
  /// The step that failed.
  package let step: Step
  /// The path the failing system call was given, when it differs from ``path``.
  package let subject: String
  /// The system's error number.
  package let code: Int32
  /// The system's text for ``code``.
  package let reason: String
  /// What else the user should know (where a backup copy was kept), if anything.
  package var note: String?

  /// Describes a failure of `step` on `subject` while handling `path`.
  package init(path: String, step: Step, subject: String? = nil, code: Int32, reason: String) {
    self.path = path
    self.step = step
    self.subject = subject ?? path
    self.code = code
    self.reason = reason
  }

  /// A sentence naming the file, the step and the reason.
  package var description: String {
    let on = subject == path ? "" : " (\(subject))"
    let note = self.note.map { "; \($0)" } ?? ""
    return "\(path): could not \(step.rawValue)\(on): \(reason)\(note)"
  }
}
