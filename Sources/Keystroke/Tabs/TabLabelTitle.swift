/// Reads a plain title out of a label view, for tab bars and menus.
@MainActor
enum TabLabelTitle {
  /// The label's text when it is a ``Text`` or a ``Label``, else `nil`.
  static func plainText(of view: any View) -> String? {
    if let text = view as? Text { return text.plainText }
    if let titled = view as? any TitledView { return titled.plainTitle }
    return nil
  }
}
