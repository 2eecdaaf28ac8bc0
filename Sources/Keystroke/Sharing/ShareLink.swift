import Foundation

/// Shares items, SwiftUI's `ShareLink`. A terminal has no share sheet: activating the link
/// (Return, Space or a click) copies the items to the clipboard, one per line after the subject
/// and message, on the app's pasteboard and on the terminal's own clipboard through OSC 52
/// where the terminal allows it, so they can be pasted into a mail or a chat elsewhere.
///
/// Items are taken as text: a string as it is, a URL as its address, data as UTF-8, any other
/// `Transferable` value as its text form (see ``Transferable``), which a task makes before the
/// copy. SwiftUI asks for `Transferable` items; any item is accepted here, and one that is not
/// transferable is copied as it describes itself.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View> {
  let items: Data
  let subject: Text?
  let message: Text?
  let label: Label
  @Environment(\.pasteboard) private var pasteboard

  nonisolated init(items: Data, subject: Text?, message: Text?, label: Label) {
    self.items = items
    self.subject = subject
    self.message = message
    self.label = label
  }

}

extension ShareLink: View {
  /// A button that copies the items.
  public var body: some View {
    Button {
      TransferClipboard.share(
        items.map { $0 as Any }, subject: subject?.plainText, message: message?.plainText,
        to: pasteboard)
    } label: {
      label
    }
  }
}

/// The label of a `ShareLink` made without one: "Share" with its symbol.
public struct DefaultShareLinkLabel {}

extension DefaultShareLinkLabel: View {
  /// "Share" with the share symbol.
  public var body: some View { Keystroke.Label("Share", systemImage: "square.and.arrow.up") }
}

extension ShareLink {
  /// Shares `items`, previewed by `preview`, with a label of your own.
  nonisolated public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(items: items, subject: subject, message: message, label: label())
  }

  /// Shares `item`, previewed by `preview`, with a label of your own.
  nonisolated public init<I>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {
    self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  /// Shares `items` with a label of your own.
  nonisolated public init(
    items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(items: items, subject: subject, message: message, label: label())
  }

  /// Shares `item` with a label of your own.
  nonisolated public init<I>(
    item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  )
  where Data == CollectionOfOne<I> {
    self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Shares `items`, previewed by `preview`, labelled "Share".
  nonisolated public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel())
  }

  /// Shares `item`, previewed by `preview`, labelled "Share".
  nonisolated public init<I>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  )
  where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message,
      label: DefaultShareLinkLabel())
  }
}

extension ShareLink
where Label == DefaultShareLinkLabel, PreviewImage == Never, PreviewIcon == Never {
  /// Shares `items`, labelled "Share".
  nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel())
  }

  /// Shares `item`, labelled "Share".
  nonisolated public init<I>(item: I, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message,
      label: DefaultShareLinkLabel())
  }
}

extension ShareLink where Label == Keystroke.Label<Text, Image> {
  /// Shares `items`, previewed by `preview`, labelled with a title and the share symbol.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      items: items, subject: subject, message: message,
      label: Keystroke.Label(titleKey.text, systemImage: "square.and.arrow.up"))
  }

  /// Shares `item`, previewed by `preview`, labelled with a title and the share symbol.
  nonisolated public init<I>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message,
      label: Keystroke.Label(titleKey.text, systemImage: "square.and.arrow.up"))
  }

  /// Shares `items`, previewed by `preview`, labelled with a title and the share symbol.
  nonisolated public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      items: items, subject: subject, message: message,
      label: Keystroke.Label(title.plainText, systemImage: "square.and.arrow.up"))
  }

  /// Shares `item`, previewed by `preview`, labelled with a title and the share symbol.
  nonisolated public init<I>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message,
      label: Keystroke.Label(title.plainText, systemImage: "square.and.arrow.up"))
  }

  /// Shares `items`, previewed by `preview`, labelled with a title and the share symbol.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      items: items, subject: subject, message: message,
      label: Keystroke.Label(String(title), systemImage: "square.and.arrow.up"))
  }

  /// Shares `item`, previewed by `preview`, labelled with a title and the share symbol.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, I>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message,
      label: Keystroke.Label(String(title), systemImage: "square.and.arrow.up"))
  }
}

extension ShareLink
where Label == Keystroke.Label<Text, Image>, PreviewImage == Never, PreviewIcon == Never {
  /// Shares `items`, labelled with a title and the share symbol.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(
      items: items, subject: subject, message: message,
      label: Keystroke.Label(titleKey.text, systemImage: "square.and.arrow.up"))
  }

  /// Shares `item`, labelled with a title and the share symbol.
  nonisolated public init<I>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message,
      label: Keystroke.Label(titleKey.text, systemImage: "square.and.arrow.up"))
  }

  /// Shares `items`, labelled with a title and the share symbol.
  nonisolated public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(
      items: items, subject: subject, message: message,
      label: Keystroke.Label(title.plainText, systemImage: "square.and.arrow.up"))
  }

  /// Shares `item`, labelled with a title and the share symbol.
  nonisolated public init<I>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message,
      label: Keystroke.Label(title.plainText, systemImage: "square.and.arrow.up"))
  }

  /// Shares `items`, labelled with a title and the share symbol.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(
      items: items, subject: subject, message: message,
      label: Keystroke.Label(String(title), systemImage: "square.and.arrow.up"))
  }

  /// Shares `item`, labelled with a title and the share symbol.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, I>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<I> {
    self.init(
      items: CollectionOfOne(item), subject: subject, message: message,
      label: Keystroke.Label(String(title), systemImage: "square.and.arrow.up"))
  }
}
