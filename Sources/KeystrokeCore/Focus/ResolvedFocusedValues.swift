/// The focused values visible in a context, read by typed key.
public struct ResolvedFocusedValues: Sendable {
  /// Which publication won each key.
  public let resolution: FocusResolution
  private let values: [AnyFocusedKey: any Sendable]

  init(resolution: FocusResolution, values: [AnyFocusedKey: any Sendable]) {
    self.resolution = resolution
    self.values = values
  }

  /// The value for `key`, or `nil` when nothing visible publishes it.
  public subscript<Value: Sendable>(key: FocusedKey<Value>) -> Value? {
    values[key.erased] as? Value
  }
}
