/// A key for a value that views publish to their focused scene and commands read, as in
/// SwiftUI. A key has no default: reading it gives `nil` when nothing visible published it.
public protocol FocusedValueKey {
  /// The type of value.
  associatedtype Value
}
