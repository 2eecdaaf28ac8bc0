import Foundation
import KeystrokeTerminal

/// Lays out and draws the window of a list's entries, building rows only when it needs them.
///
/// The rows of the window the list showed last time are built while the view tree is built (so
/// their controls take part in focus); rows the layout finds it needs beyond those (on the first
/// frame, after a resize or a jump) are built on demand while placing. Those come after the
/// list's subtree finished building, so what they add to the interaction record is not in what
/// the graph kept of the subtree: each is built through `lateBuild`, which makes the next update
/// build the list again instead of reusing it (and tracks what the row builder reads).
@MainActor
final class LazyListElement: Element {
  let entries: ListEntries
  let state: ListState
  let selected: Set<AnyHashable>
  let isMultiple: Bool
  private(set) var isFocused: Bool
  /// The accent colour of the selection bar.
  let tint: TerminalColor
  /// Whether rows show their delete and move markers (in edit mode, if any row can do either).
  let showsEditMarkers: Bool
  private let buildEntry: @MainActor (Int) -> Element
  private let lateBuild: @MainActor (() -> Element) -> Element
  @exclusivity(unchecked) private var built: [Int: Element] = [:]
  /// Whether the view tree's build is over: rows built from now on are built late.
  @exclusivity(unchecked) private var buildIsOver = false
  /// The entries placed by the last layout, in order.
  @exclusivity(unchecked) private(set) var placed: [(entry: Int, element: Element)] = []
  @exclusivity(unchecked) private var showsBar = false
  /// Whether a list without a selection draws its cursor row, as it does once its rows have
  /// swipe actions for the cursor to pick a row for (see ``RowActionKeys``).
  var drawsCursorWithoutSelection = false
  /// The row a list without a selection acts on: its cursor, or the top row shown before the
  /// cursor has first moved.
  var cursorRow: Int? { state.cursor ?? placed.first?.entry }
  /// Whether `.scrollIndicators(.hidden)` left the scroll bar out.
  var hidesBar = false
  /// The window `.scrollTransition` and `.onScrollVisibilityChange` in the rows measure
  /// against.
  var visibilityRegion: ScrollVisibilityRegion?
  /// The `.onScrollPhaseChange` watches around this list, innermost first.
  var phaseWatch: ScrollPhaseWatch?
  /// Asks for an update of the list, once the frame showing a scroll is drawn.
  var invalidate: (@MainActor () -> Void)?

  init(
    entries: ListEntries, state: ListState, selected: Set<AnyHashable>, isMultiple: Bool,
    isFocused: Bool, isEditing: Bool = false, tint: TerminalColor = Color.accentColor.terminalColor,
    buildEntry: @escaping @MainActor (Int) -> Element,
    lateBuild: @escaping @MainActor (() -> Element) -> Element
  ) {
    showsEditMarkers =
      isEditing && entries.segments.contains { $0.onDelete != nil || $0.onMove != nil }
    self.entries = entries
    self.state = state
    self.selected = selected
    self.isMultiple = isMultiple
    self.isFocused = isFocused
    self.tint = tint
    self.buildEntry = buildEntry
    self.lateBuild = lateBuild
  }

  override var children: [Element] { placed.map(\.element) }

  /// The columns before each row: a cursor gutter in multiple selection, then the edit markers.
  private var gutter: Int { (isMultiple ? 2 : 0) + (showsEditMarkers ? 3 : 0) }

  /// Builds the rows of the window the list showed last time (and the cursor's row).
  ///
  /// Before its first layout the list does not know how many rows it shows. It builds rows
  /// from the top until `foundControl` says one held a control (a link, a button), at most
  /// ``rowsProbedBeforeLayout``, so the build learns whether its rows take focus instead of
  /// the list (a section header first has none). Without them, the first update would record
  /// the list as a focus target the next one drops, and Tab would stop on it once.
  func prebuild(foundControl: () -> Bool = { false }) {
    defer { buildIsOver = true }
    guard entries.count > 0 else { return }
    state.top = min(max(0, state.top), entries.count - 1)
    guard state.isLaidOut else {
      for entry in state.top..<min(entries.count, state.top + Self.rowsProbedBeforeLayout) {
        _ = element(for: entry)
        if foundControl() { break }
      }
      return
    }
    guard state.viewport > 0 else { return }
    // A window's worth of rows, plus the cursor's: sized once rather than grown row by row.
    built.reserveCapacity(state.viewport + 1)
    for entry in state.top..<min(entries.count, state.top + state.viewport) {
      _ = element(for: entry)
    }
  }

  /// The most rows built before the first layout to find a row control.
  static let rowsProbedBeforeLayout = 8

  /// Says the list holds focus itself: its rows hold no control, so it is the focus target.
  func takeFocusMark(_ focused: Bool) { isFocused = focused }

  /// The element of an entry, built now if it was not yet.
  private func element(for entry: Int) -> Element {
    if let element = built[entry] { return element }
    let element = buildIsOver ? lateBuild { buildEntry(entry) } : buildEntry(entry)
    built[entry] = element
    return element
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let width =
      proposal.width
      ?? (built.values.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) + gutter + 1
    return CellSize(width: width, height: proposal.height ?? entries.count)
  }

  override func expands(along axis: Axis) -> Bool { true }

  private func height(of entry: Int, width: Int) -> Int {
    max(1, element(for: entry).sizeThatFits(SizeProposal(width: width, height: nil)).height)
  }

  override func place(in rect: CellRect) {
    frame = rect
    placed = []
    visibilityRegion?.beginLayout(in: rect, axis: .vertical, placesEveryView: true)
    // Rows not placed now (scrolled out, or none) are no longer shown.
    defer {
      visibilityRegion?.endLayout()
      reportPhase()
    }
    state.viewport = rect.height
    state.isLaidOut = true
    guard entries.count > 0, rect.height > 0, rect.width > 0 else { return }
    showsBar = !hidesBar && entries.count > rect.height
    let rowWidth = max(0, rect.width - gutter - (showsBar ? 1 : 0))
    var top = min(max(0, state.top), entries.count - 1)
    if let cursor = state.cursor, cursor != state.revealedCursor, cursor < entries.count {
      state.revealedCursor = cursor
      top = Self.top(revealing: cursor, from: top, height: rect.height) {
        height(of: $0, width: rowWidth)
      }
    }
    // Fill the window: a window scrolled past the end moves back.
    var used = 0
    var entry = top
    while entry < entries.count, used < rect.height {
      used += height(of: entry, width: rowWidth)
      entry += 1
    }
    while top > 0, used < rect.height {
      let previous = height(of: top - 1, width: rowWidth)
      if used + previous > rect.height { break }
      used += previous
      top -= 1
    }
    state.top = top
    var y = rect.y
    entry = top
    while entry < entries.count, y < rect.maxY {
      let element = element(for: entry)
      let rowHeight = height(of: entry, width: rowWidth)
      // Rows were measured at the row width and any height; they are placed with that same
      // proposal, so a row keeps the layout its measurement computed.
      element.place(
        in: CellRect(x: rect.x + gutter, y: y, width: rowWidth, height: rowHeight),
        proposal: SizeProposal(width: rowWidth, height: nil))
      placed.append((entry, element))
      y += rowHeight
      entry += 1
    }
  }

  /// Tells the `.onScrollPhaseChange` watches around a change of phase, as a scroll view does:
  /// what moved the window counts only if the first entry shown changed since the last layout
  /// (a key moving the selection within the window scrolls nothing).
  private func reportPhase() {
    let top = state.top
    if state.shownTop == nil || state.shownTop == top { state.phases.pending = nil }
    state.shownTop = top
    guard let change = state.phases.endLayout(watched: phaseWatch != nil) else { return }
    phaseWatch?.notify(from: change.old, to: change.new, geometry: geometry)
  }

  /// The list's geometry for `.onScrollPhaseChange`: each entry counts as one row, so the
  /// offset is the number of entries above the window and the content is as tall as the
  /// entries are many.
  private var geometry: ScrollGeometry {
    ScrollGeometry(
      contentOffset: CGPoint(x: 0, y: CGFloat(state.top)),
      contentSize: CGSize(width: CGFloat(frame.width), height: CGFloat(entries.count)),
      contentInsets: EdgeInsets(),
      containerSize: CGSize(width: CGFloat(frame.width), height: CGFloat(frame.height)))
  }

  /// The top entry of a window `height` rows tall that shows `cursor`, moving the window from
  /// `top` as little as it can: up to the cursor when it is above, down until the rows from the
  /// cursor up fill the window when it is below (the cursor alone when it is taller).
  ///
  /// The rows are measured from the cursor up, never from `top` down, so a cursor that jumped
  /// far below the window (a sort moving the selected row to the end of 10,000) measures and
  /// builds only the rows the new window shows.
  static func top(
    revealing cursor: Int, from top: Int, height: Int, rowHeight: (Int) -> Int
  ) -> Int {
    guard cursor > top else { return cursor }
    var first = cursor
    var used = rowHeight(cursor)
    while first > top {
      let above = rowHeight(first - 1)
      if used + above > height { break }
      used += above
      first -= 1
    }
    return first
  }

  /// The entry drawn on screen row `y`, if a row is there.
  func entry(atRow y: Int) -> Int? {
    placed.first { $0.element.frame.y <= y && y < $0.element.frame.maxY }?.entry
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    // The frame showing a scroll is drawn: the next update finds the list at rest.
    if state.phases.frameDrawn() { invalidate?() }
    let window = frame.intersection(clip)
    guard window.width > 0, window.height > 0 else { return }
    let rowRight = frame.maxX - (showsBar ? 1 : 0)
    let previousRows = state.drawnRows
    var drawnRows: [Int: Element] = [:]
    drawnRows.reserveCapacity(placed.count)
    defer { state.drawnRows = drawnRows }
    let selectedEntry = soleSelectedEntry
    let cursorRow =
      drawsCursorWithoutSelection && isFocused && RowActionKeys.needsCursor(self)
      ? cursorRow : nil
    for (entry, element) in placed {
      let rowFrame = CellRect(
        x: frame.x, y: element.frame.y, width: rowRight - frame.x, height: element.frame.height)
      let visible = rowFrame.intersection(window)
      guard visible.height > 0 else { continue }
      if visible == rowFrame {
        // A row kept from the last update pastes what it drew then (see `DrawMemo`).
        DrawMemo.draw(element, into: &screen, clip: visible, previous: previousRows[entry])
        drawnRows[entry] = element
      } else {
        ClippedDrawing.draw(element, into: &screen, window: visible)
      }
      if showsEditMarkers {
        drawEditMarkers(of: entry, y: rowFrame.y, into: &screen, clip: visible)
      }
      let isSelected =
        switch selectedEntry {
        case .some(let selectedEntry): entry == selectedEntry
        case nil: !selected.isEmpty && entries.selectionValue(entry).map(selected.contains) == true
        }
      if isSelected || entry == cursorRow {
        SelectionHighlight.apply(
          isFocused ? .focused : .inactive, to: visible, in: &screen, tint: tint)
      }
      if isMultiple, entry == state.cursor, isFocused, window.contains(x: frame.x, y: rowFrame.y) {
        screen.write("▸", x: frame.x, y: rowFrame.y, style: CellStyle.plain)
      }
    }
    if placed.isEmpty, isFocused {
      // A focused list with no rows still shows where focus is: an empty bar on its first row.
      let bar = CellRect(x: frame.x, y: frame.y, width: rowRight - frame.x, height: 1)
      SelectionHighlight.apply(.focused, to: bar.intersection(window), in: &screen, tint: tint)
    }
    if showsBar { drawIndicator(into: &screen, clip: window) }
  }

  /// The one selected entry, when the selection is a single value and the cursor's row holds
  /// it (as after any move in a single-selection list): the rows drawn then compare their
  /// number with it instead of working out and hashing their selection values.
  private var soleSelectedEntry: Int? {
    guard selected.count == 1, let cursor = state.cursor,
      let value = entries.selectionValue(cursor), selected.contains(value)
    else { return nil }
    return cursor
  }

  /// Draws `⌫` before a row its content can delete and `≡` before one it can move.
  private func drawEditMarkers(
    of entry: Int, y: Int, into screen: inout ScreenBuffer, clip: CellRect
  ) {
    let segment = entries.segments[entries.locate(entry).segment]
    guard segment.kind == .rows else { return }
    let x = frame.x + (isMultiple ? 2 : 0)
    if segment.onDelete != nil, clip.contains(x: x, y: y) {
      screen.write("⌫", x: x, y: y, style: CellStyle.plain)
    }
    if segment.onMove != nil, clip.contains(x: x + 1, y: y) {
      screen.write("≡", x: x + 1, y: y, style: CellStyle.plain)
    }
  }

  private func drawIndicator(into screen: inout ScreenBuffer, clip: CellRect) {
    let thumb = ScrollIndicator.thumb(
      track: frame.height, viewport: placed.count, content: entries.count, offset: state.top)
    ScrollIndicator.draw(
      track: frame.height, thumb: thumb, axis: .vertical, from: (frame.maxX - 1, frame.y),
      clip: clip, into: &screen)
  }
}
