import Foundation

/// The content of a sheet, as a ``PresentationSizing`` may measure it.
public struct PresentationSizingRoot {
  let measure: @MainActor @Sendable (ProposedViewSize) -> CGSize

  /// The content's size for `proposal`, in cells (`nil` in a dimension: its ideal length).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let measure = measure
    return MainActor.assumeIsolated { measure(proposal) }
  }
}

/// What a ``PresentationSizing`` is told about the presentation. As in SwiftUI it carries
/// nothing yet: a sizing proposes and the sheet clamps the proposal to the window.
public struct PresentationSizingContext {}
