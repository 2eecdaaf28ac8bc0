/// What kind of text a view holds, so a screen reader can read it suitably, SwiftUI's
/// `AccessibilityTextContentType`. Accepted with no effect.
public struct AccessibilityTextContentType: Hashable, Sendable {
  private let name: String

  /// Text with no particular kind.
  public static let plain = AccessibilityTextContentType(name: "plain")
  /// A terminal's or console's output.
  public static let console = AccessibilityTextContentType(name: "console")
  /// File and folder names.
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  /// Messages, as in a chat.
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  /// Prose, as in a book.
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  /// Source code.
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  /// A spreadsheet's cells.
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  /// A word processor's document.
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}
