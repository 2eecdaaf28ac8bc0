import Foundation
import Keystroke

/// The form's draft and the contacts saved so far.
final class ContactBook: ObservableObject {
  @Published var name = ""
  @Published var email = ""
  @Published var saved: [String] = []
  /// Whether the file chooser for importing contacts is up.
  @Published var isImporting = false
  /// Whether the save sheet for exporting the contacts is up.
  @Published var isExporting = false
  /// Whether the dialog asking before the typed name and email are thrown away is up.
  @Published var confirmsClearingDraft = false
  /// Whether the dialog asking before every saved contact is deleted is up.
  @Published var confirmsClearingSaved = false
  /// What the last import or export did, for the line under the saved contacts.
  @Published var importNote: String?

  /// A contact needs a name and an address with an `@`. The name is looked at only up to its
  /// first character that is not a space: trimming it would copy it whole, on every key,
  /// however much was pasted into it.
  var canSave: Bool {
    name.unicodeScalars.contains { !CharacterSet.whitespaces.contains($0) } && email.contains("@")
  }

  /// Whether anything has been typed into the form.
  var hasDraft: Bool { !name.isEmpty || !email.isEmpty }

  /// Throws the draft away.
  func clearDraft() {
    name = ""
    email = ""
  }

  /// Saves the draft and starts a new one.
  func save() {
    guard canSave else { return }
    saved.append("\(name) <\(email)>")
    name = ""
    email = ""
  }

  /// Adds the contacts of a text file, one per line as the form saves them ("Name <address>");
  /// lines without an address are skipped.
  func importContacts(from url: URL) {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      importNote = "Could not read \(url.lastPathComponent)"
      return
    }
    let lines = text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.contains("@") && !saved.contains($0) }
    saved += lines
    importNote = "Imported \(lines.count) from \(url.lastPathComponent)"
  }
}
