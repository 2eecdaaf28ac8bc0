/// The last text the status line counted, with its counts, so that counting the next one (a
/// key later) costs what the key changed, not the whole text.
@MainActor
final class CountedText {
  private var text = ""
  private var summary = TextSummary(of: "")

  /// The counts of `text`, found from the last text's.
  func summary(of text: String) -> TextSummary {
    summary = TextSummary(of: text, editedFrom: self.text, summary: summary)
    self.text = text
    return summary
  }
}
