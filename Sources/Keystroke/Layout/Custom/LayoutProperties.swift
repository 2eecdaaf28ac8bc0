/// What a ``Layout`` says about itself, SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The axis the container runs along, if it is stack-like: spacers and dividers directly
  /// inside it then grow and draw along that axis. `nil` (the default) for a container with
  /// no single direction.
  public var stackOrientation: Axis?

  /// Properties with no stack orientation.
  public init() {}
}
