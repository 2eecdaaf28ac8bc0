import Keystroke

/// The form's draft and the contacts saved so far.
final class ContactBook: ObservableObject {
  @Published var name = ""
  @Published var email = ""
  @Published var saved: [String] = []

  /// A contact needs a name and an address with an `@`.
  var canSave: Bool {
    !name.trimmingCharacters(in: .whitespaces).isEmpty && email.contains("@")
  }

  /// Saves the draft and starts a new one.
  func save() {
    guard canSave else { return }
    saved.append("\(name) <\(email)>")
    name = ""
    email = ""
  }
}
