/// How a shared item is previewed, SwiftUI's `SharePreview`. A terminal shares by copying to
/// the clipboard and shows no preview; the title is kept, the image and icon are accepted.
public struct SharePreview<Image, Icon> {
  /// The preview's title.
  let title: String

  /// A preview with a title, an image and an icon.
  nonisolated public init(_ title: Text, image: Image, icon: Icon) { self.title = title.plainText }

  /// A preview with a title, an image and an icon.
  nonisolated public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    title = titleKey.text
  }

  /// A preview with a title, an image and an icon.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.title = String(title)
  }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  nonisolated public init(_ title: Text, image: Image) { self.title = title.plainText }

  /// A preview with a title and an image.
  nonisolated public init(_ titleKey: LocalizedStringKey, image: Image) { title = titleKey.text }

  /// A preview with a title and an image.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, image: Image) {
    self.title = String(title)
  }
}

extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  nonisolated public init(_ title: Text, icon: Icon) { self.title = title.plainText }

  /// A preview with a title and an icon.
  nonisolated public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = titleKey.text }

  /// A preview with a title and an icon.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = String(title) }
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with only a title.
  nonisolated public init(_ title: Text) { self.title = title.plainText }

  /// A preview with only a title.
  nonisolated public init(_ titleKey: LocalizedStringKey) { title = titleKey.text }

  /// A preview with only a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
}
