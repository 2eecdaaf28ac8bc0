import Foundation

/// How a text field bound to a value (`TextField(_:value:format:)`) shows the value as text
/// and reads text back into it.
struct FieldValueFormat {
  /// The bound value as text.
  let text: () -> String
  /// Reads text into the bound value: text the format cannot read leaves a plain value as it
  /// was, and makes an optional one `nil`.
  let commit: (String) -> Void

  /// A format for a value that is always there.
  nonisolated static func of<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F)
    -> FieldValueFormat
  where F.FormatOutput == String {
    FieldValueFormat(
      text: { format.format(value.wrappedValue) },
      commit: { typed in
        if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
      })
  }

  /// A format for an optional value: empty or unreadable text makes it `nil`.
  nonisolated static func of<F: ParseableFormatStyle>(
    _ value: Binding<F.FormatInput?>, format: F
  ) -> FieldValueFormat
  where F.FormatOutput == String {
    FieldValueFormat(
      text: { value.wrappedValue.map { format.format($0) } ?? "" },
      commit: { typed in value.wrappedValue = try? format.parseStrategy.parse(typed) })
  }
}

/// Text typed into a formatted field and not yet read into its value.
@MainActor
final class FieldDraft {
  var text: String?
}
