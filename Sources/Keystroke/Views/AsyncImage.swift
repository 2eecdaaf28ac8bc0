import Foundation

/// A view that loads an image from a URL and shows it in phases: a placeholder, then the
/// image, or what the app shows when it could not load.
///
/// A terminal cannot draw a picture, so a loaded image is drawn as the photo glyph (`▨`), as
/// `Image(systemName: "photo")` is. A `file:` URL is loaded: the file must be a regular file
/// (after links) whose first bytes say it is a PNG, JPEG, GIF, BMP, WebP or TIFF image, else
/// the phase is a failure saying why. Keystroke has no network client on Linux, so an
/// `http:` or `https:` URL ends in a failure that says so. A `nil` URL stays empty.
public struct AsyncImage<Content: View>: View {
  private let url: URL?
  private let content: (AsyncImagePhase) -> Content
  @State private var loaded = AsyncImageLoad()

  /// Shows the image once loaded, and a dashed square until then or when it cannot load.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    content = { phase in phase.image ?? Image(systemName: "square.dashed") }
  }

  /// Shows `content` with the loaded image, and `placeholder` until then or when it cannot
  /// load.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.content = { phase in
      if let image = phase.image {
        return _ConditionalContent(storage: .trueContent(content(image)))
      }
      return _ConditionalContent(storage: .falseContent(placeholder()))
    }
  }

  /// Shows what `content` makes of each phase of the load.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = content
  }

  /// The content for the phase the load of this URL is in, and the load.
  public var body: some View {
    let url = self.url
    let loaded = $loaded
    content(self.loaded.url == url ? self.loaded.phase : .empty)
      .task(id: url) { @MainActor in
        guard let url else { return }
        let phase = await AsyncImageLoader.load(url)
        guard !Task.isCancelled else { return }
        loaded.wrappedValue = AsyncImageLoad(url: url, phase: phase)
      }
  }
}

/// The result of an ``AsyncImage``'s last load and the URL it was of.
struct AsyncImageLoad {
  var url: URL?
  var phase = AsyncImagePhase.empty
}
