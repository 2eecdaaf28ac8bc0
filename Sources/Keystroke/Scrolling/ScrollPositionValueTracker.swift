/// What `.scrollPosition(_:)` shares with the scroll view it describes: the identified views
/// inside, the position the app set, and where to write the position the user scrolls to.
@MainActor
final class ScrollPositionValueTracker: ScrollPositionSettling {
  /// The identified views inside the scroll view, from this update's build.
  let registry = ScrollTargetRegistry()
  /// The point of the scroll view an identity is placed at and reported from (`.top` when
  /// none is given).
  var anchor: UnitPoint?
  /// The position the app's binding holds, as last read or written.
  private var appValue: ScrollPosition?
  /// A target the app set that the next layout scrolls to.
  private var pending: ScrollPosition.Target?
  /// Writes a position to the app's binding.
  var write: (@MainActor (ScrollPosition) -> Void)?
  var claimedIn = -1

  nonisolated init() {}

  /// Takes the binding's position: a position the app changed is scrolled to by the next
  /// layout, unless it only says the user positioned the scroll view.
  func take(_ position: ScrollPosition) {
    guard position != appValue else { return }
    appValue = position
    pending = position.isPositionedByUser ? nil : position.target
  }

  func settle(in scroll: ScrollElement) -> Int? {
    let moved = scroll.state.movedByUser
    scroll.state.movedByUser = false
    if let target = pending {
      pending = nil
      return changed(offset(for: target, in: scroll), in: scroll)
    }
    guard let position = appValue else { return nil }
    if moved {
      let shown = scroll.firstTarget(in: registry, anchor: anchor)
      let next = position.scrolledByUser(showing: shown)
      if next != position {
        appValue = next
        write?(next)
      }
      return nil
    }
    // A position at an edge stays there as the content grows or shrinks, until the user
    // scrolls away.
    if !position.isPositionedByUser, case .edge = position.target {
      return changed(offset(for: position.target, in: scroll), in: scroll)
    }
    return nil
  }

  /// `offset`, when it differs from where the scroll view is.
  private func changed(_ offset: Int?, in scroll: ScrollElement) -> Int? {
    guard let offset, offset != scroll.state.offset else { return nil }
    return offset
  }

  /// Where `target` puts the scroll view's window, or `nil` to leave it.
  private func offset(for target: ScrollPosition.Target, in scroll: ScrollElement) -> Int? {
    let vertical = scroll.axis == .vertical
    let end = scroll.state.maxOffset
    switch target {
    case .automatic:
      return nil
    case .view(let identity, let anchor):
      guard let frame = registry.frame(of: identity.key) else { return nil }
      return scroll.offset(showing: frame, anchor: anchor ?? self.anchor)
    case .edge(let edge):
      switch (edge, vertical) {
      case (.top, true), (.leading, false): return 0
      case (.bottom, true), (.trailing, false): return end
      default: return nil
      }
    case .offset(let x, let y):
      guard let length = vertical ? y : x, length.isFinite else { return nil }
      return min(max(0, Cells.count(length)), end)
    }
  }
}
