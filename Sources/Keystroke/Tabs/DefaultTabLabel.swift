/// The label a tab gets from its title and image: a glyph and the title.
public struct DefaultTabLabel: View {
  let title: String
  let glyph: String

  /// The glyph and title as text.
  public var body: some View { Text(verbatim: glyph + " " + title) }
}
