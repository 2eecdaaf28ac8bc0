/// How content fills a frame of another shape; `.aspectRatio(_:contentMode:)` accepts it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The whole content shows, leaving space over.
  case fit
  /// The content fills the frame, cropped.
  case fill
}
