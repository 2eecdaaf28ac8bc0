import KeystrokeTerminal

extension ViewHost {
  /// Handles one mouse event and redraws if anything changed.
  ///
  /// A left press goes first to the menu bar (a title opens its menu, an item runs, a click
  /// elsewhere closes the open menu); otherwise it focuses the innermost focusable view of the
  /// frontmost presentation layer under the pointer and performs its click (a button presses, a
  /// toggle flips, a pop-up menu opens, a list or table row or a tab is selected). A wheel step
  /// scrolls the innermost list, table, scroll view or text editor under the pointer by three
  /// rows, without moving focus or the selection; over an open menu too long for its window
  /// (a menu bar menu, a pop-up menu, a picker's options, a context menu) it scrolls the menu,
  /// the highlight staying among the items shown. Other mouse events are ignored.
  ///
  /// - Returns: Whether the event did something.
  @discardableResult
  public func send(mouse event: TerminalMouseEvent) -> Bool {
    guard isInContext else { return inContext { send(mouse: event) } }
    if case .scroll(let direction) = event.action { return scroll(direction, at: event) }
    guard case .press(.left) = event.action else { return false }
    update()
    let record = interactions
    if let handler = record.mouseHandler, handler(event.column, event.row) {
      update()
      return true
    }
    let front = record.frontLayer
    var hits = record.focusTargets.filter {
      $0.layer == front && $0.isEnabled
        && $0.element.frame.contains(x: event.column, y: event.row)
    }
    if hits.count > 0 {
      // A control scrolled out of a scroll view's window is not under the pointer, in the
      // window or in a sheet.
      let roots = (rootElement.map { [$0] } ?? []) + record.layers.flatMap(\.elements)
      let hidden = ClippedHits.hidden(at: event.column, event.row, under: roots)
      hits.removeAll { hidden.contains(ObjectIdentifier($0.element)) }
    }
    guard
      let hit = hits.min(by: {
        $0.element.frame.width * $0.element.frame.height
          < $1.element.frame.width * $1.element.frame.height
      })
    else { return false }
    focus(nodeID: hit.id)
    update()
    // The target as rebuilt with focus, so its click acts on the current state.
    if let target = interactions.focusTarget(id: hit.id), let click = target.click {
      click(event.column - target.element.frame.x, event.row - target.element.frame.y)
      update()
    }
    return true
  }

  /// The rows one wheel step scrolls.
  static let wheelStep = 3

  private func scroll(
    _ direction: TerminalMouseEvent.ScrollDirection, at event: TerminalMouseEvent
  ) -> Bool {
    let rows: Int
    switch direction {
    case .up: rows = -Self.wheelStep
    case .down: rows = Self.wheelStep
    case .left, .right: return false
    }
    update()
    let record = interactions
    if let handler = record.wheelHandler, handler(event.column, event.row, rows) {
      update()
      return true
    }
    let front = record.frontLayer
    let hits = record.wheelTargets.filter {
      $0.layer == front && $0.element.frame.contains(x: event.column, y: event.row)
    }
    guard
      let hit = hits.min(by: {
        $0.element.frame.width * $0.element.frame.height
          < $1.element.frame.width * $1.element.frame.height
      }), hit.scroll(rows)
    else { return false }
    update()
    return true
  }
}
