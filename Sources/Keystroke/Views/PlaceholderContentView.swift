/// The view a `phaseAnimator` modifier's content closure is given: the modified view, to
/// which the closure applies its effects.
public struct PlaceholderContentView<Value: View>: View {
  private let value: Value

  init(_ value: Value) { self.value = value }

  /// The modified view.
  public var body: some View { value }
}
