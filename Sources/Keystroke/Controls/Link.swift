import Foundation

/// A control that opens a URL: drawn as a link-style button (its title in the tint,
/// underlined), it takes focus like a button, and Space, Return or a click hand the URL to the
/// environment's ``OpenURLAction`` (`@Environment(\.openURL)`), as SwiftUI's `Link` does.
public struct Link<Label: View> {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// Creates a link with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
}

extension Link where Label == Text {
  /// Creates a link titled with a string literal.
  nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.destination = destination
    label = Text(titleKey)
  }

  /// Creates a link titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.destination = destination
    label = Text(verbatim: String(title))
  }
}

extension Link: View {
  /// A link-style button that opens the destination.
  public var body: some View {
    let action = openURL
    let url = destination
    Button(action: { action(url) }) { label.underline() }
      .buttonStyle(.link)
  }
}
