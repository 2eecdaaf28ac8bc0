extension View {
  /// Would animate the effects `content` applies to this view through `phases` each time
  /// `trigger` changes; a terminal shows the view with the effects of the first phase (see
  /// ``PhaseAnimator``).
  public consuming func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView(self)
    return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) })
  }

  /// Would animate the effects `content` applies to this view through `phases`
  /// continuously; a terminal shows the view with the effects of the first phase (see
  /// ``PhaseAnimator``).
  public consuming func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView(self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) })
  }
}
