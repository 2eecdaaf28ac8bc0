/// A named value that views produce for their ancestors.
///
/// A view sets a value with ``View/preference(key:value:)``; the values set in a subtree flow
/// up to the views that read them (``View/onPreferenceChange(_:perform:)``,
/// ``View/overlayPreferenceValue(_:_:)``, ``View/backgroundPreferenceValue(_:_:)``), combined
/// in tree order by ``reduce(value:nextValue:)``. A subtree that sets no value gives
/// ``defaultValue``.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///   static let defaultValue: [String] = []
///   static func reduce(value: inout [String], nextValue: () -> [String]) {
///     value += nextValue()
///   }
/// }
/// ```
public protocol PreferenceKey {
  /// The type of value the key carries.
  associatedtype Value

  /// The value of a subtree that sets none.
  static var defaultValue: Value { get }

  /// Combines the value gathered so far with the next one in tree order.
  ///
  /// - Parameters:
  ///   - value: The values of the earlier views combined; replace or extend it.
  ///   - nextValue: The value of the next view; call it only if it is needed.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// `nil`: a key whose value is optional has no value until a view sets one.
  public static var defaultValue: Value { nil }
}
