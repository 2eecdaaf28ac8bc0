import KeystrokeTerminal

/// A laid-out piece of the screen, produced from a primitive view by an update.
///
/// Elements answer size proposals, remember the rectangle they were placed in, and draw
/// themselves into a ``ScreenBuffer``. Subclasses override the three steps; the base class is an
/// empty, zero-sized element.
///
/// Its stored properties are `@exclusivity(unchecked)`, as are those of the busiest elements
/// (stacks, lazy lists) and of ``ListState``: layout and drawing read them for every element on
/// every update, and the run-time exclusivity check cost more than the read. Elements belong
/// to the main actor, and no access to a property overlaps another to the same property.
@MainActor
class Element {
  /// Where the element was placed by its parent.
  @exclusivity(unchecked) var frame = CellRect.zero
  /// How eagerly a stack gives this element space; higher goes first.
  var layoutPriority: Double = 0
  /// Whether this element, or one inside the modifiers around it, sets an alignment guide
  /// (`.alignmentGuide(_:computeValue:)`): known when the element is made, so a stack of
  /// thousands of rows finds out without looking through each row's modifiers.
  final var setsAlignmentGuide = false
  /// Whether this element, or one inside it that passes its guides out, sets an alignment
  /// guide of the app's own (``AlignmentID``): such guides pass out through stacks too, as in
  /// SwiftUI, so a stack holding one answers for it.
  final var setsCustomAlignmentGuide = false
  /// Values views attach to this element for the containers around it to read, by key type
  /// (SwiftUI's view traits): `.layoutValue(key:value:)` for a custom ``Layout``, a list row's
  /// swipe actions for its list. Read them with ``trait(_:)``.
  var traits: [ObjectIdentifier: Any]?

  #if DEBUG
  /// The host whose count of live elements this one is in.
  private let liveCounter: LiveObjectCounter?
  #endif

  init() {
    #if DEBUG
    liveCounter = LiveObjectCount.created(.element)
    #endif
  }

  deinit {
    #if DEBUG
    LiveObjectCount.destroyed(.element, from: liveCounter)
    #endif
  }

  /// The elements inside this one, in drawing order.
  var children: [Element] { [] }

  /// This container's dimensions at `size` with the guides of the app's own its children pass
  /// out (a stack's), or that its ``Layout`` defines; `nil` for an element that passes guides
  /// from one child or none. Asked only when ``setsCustomAlignmentGuide`` is set.
  func containedGuideDimensions(at size: CellSize) -> ViewDimensions? { nil }

  @exclusivity(unchecked) private var measured = MeasureCache()

  /// The size this element wants for a proposal, remembered for the rest of the frame so that
  /// nested stacks measure each child only once per proposal.
  final func sizeThatFits(_ proposal: SizeProposal) -> CellSize {
    if let size = measured[proposal] { return size }
    let size = measure(proposal)
    measured.insert(size, for: proposal)
    return size
  }

  /// Whether the sizes this element answers depend on nothing but what ``drawsLike(_:)``
  /// compares and its children's sizes, so one made anew that draws like another can take
  /// the sizes that one answered (see ``takeMeasurements(from:)``). Texts, buttons and stacks
  /// say so; the default is no.
  var measuresAsItDraws: Bool { false }

  /// Takes the sizes `other`, an element this one draws like, answered, each child taking
  /// those of its counterpart, when every element on both sides measures as it draws and has
  /// the same layout priority: a body that runs again builds its texts and buttons anew, and
  /// they need not be measured again when they show the same.
  ///
  /// - Returns: Whether the sizes were taken.
  @discardableResult
  final func takeMeasurements(from other: Element) -> Bool {
    guard canTakeMeasurements(from: other) else { return false }
    copyMeasurements(from: other)
    return true
  }

  private func canTakeMeasurements(from other: Element) -> Bool {
    guard measuresAsItDraws, other.measuresAsItDraws, layoutPriority == other.layoutPriority
    else { return false }
    let mine = children
    let theirs = other.children
    guard mine.count == theirs.count else { return false }
    for index in mine.indices
    where mine[index] !== theirs[index] && !mine[index].canTakeMeasurements(from: theirs[index]) {
      return false
    }
    return true
  }

  private func copyMeasurements(from other: Element) {
    measured = other.measured
    let mine = children
    let theirs = other.children
    for index in mine.indices where mine[index] !== theirs[index] {
      mine[index].copyMeasurements(from: theirs[index])
    }
  }

  /// Forgets the sizes this element and the elements inside it answered, for a container
  /// whose size changed after they were measured (see ``ContainerSize``). Subclasses that keep
  /// layouts of their own drop them too.
  func forgetMeasurements() {
    measured = MeasureCache()
    for child in children { child.forgetMeasurements() }
  }

  /// Computes the size this element wants for a proposal; subclasses override this.
  func measure(_ proposal: SizeProposal) -> CellSize { .zero }

  /// Places the element (and its children) in `rect`.
  func place(in rect: CellRect) { frame = rect }

  /// Places the element in `rect`, which is the size it answered for `proposal`.
  ///
  /// As in SwiftUI's layout protocol, a parent that sized a child with a proposal places it
  /// with that proposal, so a container can reuse the layout it just computed (a list row
  /// measured at its width and any height keeps that layout). By default the rectangle's size
  /// stands in for the proposal.
  func place(in rect: CellRect, proposal: SizeProposal) { place(in: rect) }

  /// Draws the element within `clip`.
  func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    for child in children { child.draw(into: &screen, clip: clip) }
  }

  /// What this element drew last time, for ``DrawMemo`` to paste when it would draw the same.
  @exclusivity(unchecked) final var drawMemo: DrawMemo?

  @exclusivity(unchecked) private var repeatable: Bool?

  /// Whether drawing this element gives the same cells every time it is drawn in the same
  /// frame, over the same cells, with the same ``drawInputs``: its own drawing and that of
  /// every element inside it read only their own stored values. Worked out once per element
  /// (an element's children do not change once it is built).
  final var drawsRepeatably: Bool {
    if let repeatable { return repeatable }
    var answer = drawReadsOnlyOwnValues
    if answer {
      for child in children where !child.drawsRepeatably {
        answer = false
        break
      }
    }
    repeatable = answer
    return answer
  }

  /// Whether this element's own drawing reads only its stored values, its frame, the cells
  /// beneath it and ``drawInputs``. Subclasses that can say so override this; the default is
  /// no, which always draws.
  var drawReadsOnlyOwnValues: Bool { type(of: self) == Element.self }

  /// What this element's drawing reads besides its stored values and frame (shared layout a
  /// table row takes its column widths from), as numbers a later drawing compares.
  var drawInputs: [Int] { [] }

  /// Whether every element inside this one that `clip` reaches lies wholly within `area`, so
  /// that drawing this element changes no cell outside `area`.
  final func staysInside(_ area: CellRect, clip: CellRect) -> Bool {
    for child in children {
      // A child the clip does not reach is not drawn (a long stack's rows out of view are not
      // walked); one it reaches may draw anywhere in its frame.
      guard child.frame.intersects(clip) else { continue }
      if child.frame.intersection(area) != child.frame || !child.staysInside(area, clip: clip) {
        return false
      }
    }
    return true
  }

  /// Whether this element draws exactly what `other` draws when both are placed alike: the
  /// same element, or (for containers that override this) one made anew around elements
  /// that draw alike. A new element that draws like the one drawn last time can take over
  /// its ``drawMemo``.
  func drawsLike(_ other: Element) -> Bool { self === other }

  /// Where sheets and dialogs are centred when this element is the root.
  var overlayArea: CellRect { frame }

  /// Draws what must stay above presented sheets (an open menu); only the root is asked.
  func drawTopmost(into screen: inout ScreenBuffer, clip: CellRect) {}

  /// Whether this element grows along `axis` when offered more space (spacers, infinite frames).
  func expands(along axis: Axis) -> Bool {
    children.contains { $0.expands(along: axis) }
  }
}
