/// A key for a value a view passes to the ``Layout`` that arranges it, SwiftUI's
/// `LayoutValueKey`: set it with `.layoutValue(key:value:)`, read it with the subview's
/// subscript.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value a subview that set none reports.
  static var defaultValue: Value { get }
}

extension View {
  /// Passes `value` for `key` to the layout that arranges this view.
  public consuming func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    let identifier = ObjectIdentifier(key)
    return modifier(
      ElementWrappingModifier {
        $0.setTrait(value, for: identifier)
        return $0
      })
  }
}
