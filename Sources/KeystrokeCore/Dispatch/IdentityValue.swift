/// What an engine identity holds: a number, as the framework names its view nodes, controls
/// and layers, or text, as apps, keymaps and tests name theirs.
///
/// A number stays a number: the framework hands the engine its own integers and reads them back
/// from a dispatch result without turning them into text and parsing it again. Text that spells
/// a number exactly as `String(number)` would (`"3"`, not `"03"`) is kept as that number, so an
/// identity written as text equals the one the framework made from the number.
enum IdentityValue: Hashable, Sendable {
  /// A number.
  case number(Int)
  /// Any other text.
  case text(String)

  /// The identity of `text`: its number when it spells one canonically.
  init(text: String) {
    if let number = Int(text), String(number) == text {
      self = .number(number)
    } else {
      self = .text(text)
    }
  }

  /// The identity as text.
  var text: String {
    switch self {
    case .number(let number): String(number)
    case .text(let text): text
    }
  }

  /// The number, when the identity is one.
  var number: Int? {
    if case .number(let number) = self { return number }
    return nil
  }
}
