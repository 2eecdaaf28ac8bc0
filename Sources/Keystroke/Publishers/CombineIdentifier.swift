#if !canImport(Combine)
import Synchronization

/// A unique identity for a subscriber or subscription, as in Combine.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private static let counter = Atomic<UInt64>(0)
  private let value: UInt64

  /// A new, unique identifier.
  public init() { value = Self.counter.add(1, ordering: .relaxed).newValue }

  /// The identifier of `object`.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) | 1 << 63
  }

  /// The identifier as hexadecimal text.
  public var description: String { "0x" + String(value, radix: 16) }
}

/// A type that names its instances with a ``CombineIdentifier``.
public protocol CustomCombineIdentifierConvertible {
  /// The instance's identity.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// A class instance's identity: its object identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
#endif
