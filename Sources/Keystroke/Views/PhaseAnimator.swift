/// A container that would animate its content through a sequence of phases.
///
/// A terminal draws no motion between phases, so the content rests on the first phase: where
/// SwiftUI's animator starts, and where it comes back to after running through the phases on
/// each trigger change. The continuous form rests there too, and no timer runs. The
/// `animation` closure is accepted and never asked.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
  private let firstPhase: Phase?
  private let content: (Phase) -> Content

  /// An animator that would run through `phases` once each time `trigger` changes; it shows
  /// `content` for the first phase.
  nonisolated public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    firstPhase = phases.first { _ in true }
    self.content = content
  }

  /// An animator that would cycle through `phases` for as long as it is shown; it shows
  /// `content` for the first phase.
  nonisolated public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    firstPhase = phases.first { _ in true }
    self.content = content
  }

}

extension PhaseAnimator: View {
  /// The content at the first phase; nothing when there are no phases.
  public var body: some View {
    if let firstPhase {
      content(firstPhase)
    }
  }
}
