/// The kind of software keyboard a text field asks for (UIKit's type, which SwiftUI's
/// `.keyboardType(_:)` takes). A terminal has one keyboard, so `.keyboardType(_:)` is accepted
/// and has no effect.
public enum UIKeyboardType: Int, Hashable, Sendable, CaseIterable {
  /// The default keyboard.
  case `default`
  /// Letters, digits and punctuation.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// For URLs.
  case URL
  /// Digits.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// Names and phone numbers.
  case namePhonePad
  /// For e-mail addresses.
  case emailAddress
  /// Digits and a decimal separator.
  case decimalPad
  /// For Twitter handles.
  case twitter
  /// For web searches.
  case webSearch
  /// Digits in ASCII.
  case asciiCapableNumberPad
}
