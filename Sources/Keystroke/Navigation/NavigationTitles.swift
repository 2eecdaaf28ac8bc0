/// The title line's text from a screen's title and subtitle.
enum NavigationTitles {
  /// `Title — Subtitle`, the one that is set, or `nil` when neither is.
  static func line(title: String?, subtitle: String?) -> String? {
    guard let subtitle, !subtitle.isEmpty else { return title }
    guard let title, !title.isEmpty else { return subtitle }
    return title + " — " + subtitle
  }
}
