extension View {
  /// Calls `action` with the old and new phase when the phase of the first scroll view inside
  /// changes. In a terminal a key or wheel step that scrolls it goes from `.idle` to
  /// `.interacting`, and back to `.idle` once the scrolled frame is drawn; a scroll the app
  /// asks for goes to `.animating` and back the same way.
  public consuming func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    modifier(ScrollPhaseChangeModifier(action: { old, new, _ in action(old, new) }))
  }

  /// Calls `action` with the old and new phase, and the scroll view's geometry, when the
  /// phase of the first scroll view inside changes; see `onScrollPhaseChange(_:)`.
  public consuming func onScrollPhaseChange(
    _ action:
      @escaping (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> some View {
    modifier(ScrollPhaseChangeModifier(action: action))
  }
}

/// Hands the scroll view inside a watch that calls the action when its phase changes.
struct ScrollPhaseChangeModifier: ViewModifier, PrimitiveModifier {
  let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let watch = context.node.kept { ScrollPhaseWatch() }
    watch.action = action
    watch.layoutChanged = context.reportLayoutChange
    let outer = context.environment.scrollPhaseWatch
    watch.outer = outer === watch ? nil : outer
    return context.build(content, key: .index(0)) { environment in
      environment.scrollPhaseWatch = watch
    }
  }
}

private struct ScrollPhaseWatchKey: EnvironmentKey {
  static var defaultValue: ScrollPhaseWatch? { nil }
}

extension EnvironmentValues {
  /// The innermost `.onScrollPhaseChange` the nearest scroll view inside reports to.
  var scrollPhaseWatch: ScrollPhaseWatch? {
    get { self[ScrollPhaseWatchKey.self] }
    set { self[ScrollPhaseWatchKey.self] = newValue }
  }
}
