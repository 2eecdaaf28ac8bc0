/// Where an ``AsyncImage`` is in loading its image.
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet, or there is no URL.
  case empty
  /// Loaded: the image.
  case success(Image)
  /// Not loaded, and why.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    guard case .success(let image) = self else { return nil }
    return image
  }

  /// Why the image did not load, if it did not.
  public var error: (any Error)? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
