extension View {
  /// Accepted and has no effect: SwiftUI calls `transform` on the transaction of each change
  /// that reaches this view, to change its animation; a terminal draws every change at once,
  /// so there is no animation to change and `transform` is not called.
  public consuming func transaction(_ transform: @escaping (inout Transaction) -> Void)
    -> some View
  { self }

  /// Accepted and has no effect, as ``View/transaction(_:)``, for changes made while `value`
  /// changes.
  public consuming func transaction(
    value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View { self }

  /// Applies the modifiers `body` gives this view, which SwiftUI would animate with
  /// `animation`; a terminal draws them at once.
  public consuming func animation(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> some View
  ) -> some View {
    body(PlaceholderContentView(self))
  }
}
