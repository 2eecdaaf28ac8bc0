/// The name keymaps give the buttons of presented content of a type (unless a
/// `.navigationTitle` inside names them): the app's own view type, in words, without a `View`
/// suffix (`EntryEditorView` → `Entry Editor`); `nil` for the framework's views (inline
/// content such as a `VStack`), whose buttons keep the presenting screen's name.
///
/// Every `.sheet(item:)` asks while its body is evaluated, and spelling a type's name out is
/// costly (the runtime demangles it), so each type's answer is kept.
@MainActor
enum ScreenTypeName {
  /// The answer for each type asked about.
  private static let known = TypeMemo<String?>()

  /// The name for presented content of type `type`.
  static func name(of type: Any.Type) -> String? {
    known.answer(for: type, workOut: spelled)
  }

  private static func spelled(_ type: Any.Type) -> String? {
    let full = String(reflecting: type)
    guard !full.hasPrefix("Keystroke."), !full.hasPrefix("Swift.") else { return nil }
    var name = String(describing: type)
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    if name.hasSuffix("View"), name.count > 4 { name.removeLast(4) }
    var words = ""
    var previous: Character?
    for character in name {
      if let previous, character.isUppercase, previous.isLowercase || previous.isNumber {
        words.append(" ")
      }
      words.append(character)
      previous = character
    }
    return words.isEmpty ? nil : words
  }
}
