import Keystroke

/// The seed's command: uppercases the focused document, enabled only when there is one and its
/// text is not already uppercase.
struct UppercasedText: View {
  @FocusedBinding(\.document) var document

  var body: some View {
    Button {
      guard let text = document?.text else {
        return
      }
      document?.text = text.uppercased()
    } label: {
      Text("Uppercased")
    }
    .disabled(!canUppercase)
    .keyboardShortcut("u", modifiers: [.command, .shift])
  }

  /// Whether there is a document and uppercasing would change its text. The menu asks after
  /// every key typed into the document, so this stops at the first letter that has a capital
  /// (after a few characters of most texts) instead of making the whole text in capitals to
  /// compare: in a megabyte of accented text that took tens of milliseconds a key.
  private var canUppercase: Bool {
    guard let text = document?.text else { return false }
    return Self.hasCapitalsToMake(text)
  }

  /// Whether any scalar of `text` changes when uppercased. Not isolated to the main actor: a
  /// closure made in a main-actor body checks which executor runs it on every call, which
  /// for every scalar of a long text cost more than the test itself.
  nonisolated private static func hasCapitalsToMake(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x3040...0x9FFF, 0xAC00...0xD7A3:
        // Kana, CJK ideographs and Hangul have no capitals: no table is asked.
        return false
      default:
        return scalar.properties.changesWhenUppercased
      }
    }
  }
}
