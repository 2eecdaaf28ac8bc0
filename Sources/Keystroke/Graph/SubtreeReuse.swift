/// A subtree's output kept for the next update: its elements and what it added to the
/// interaction record, so an update that finds the subtree unchanged adds them again without
/// building it.
///
/// The contributions are copied when the subtree finishes building, before any view above
/// reorders the record (a search field moving its targets first, a navigation stack hiding a
/// covered screen's) or the keymap rewrites shortcuts: replaying them gives the record what a
/// fresh build of the subtree would.
@MainActor
final class SubtreeReuse {
  /// The subtree's elements.
  let elements: [Element]
  /// The update that built or last reused the subtree.
  @exclusivity(unchecked) var generation: Int
  /// The environment the subtree was built with: its primitive views read it directly.
  let environment: EnvironmentValues
  /// Where the record stood when the subtree started (layer, preference collection).
  let mark: RecordMark
  private let focusTargets: [FocusTarget]
  private let shortcutTargets: [ShortcutTarget]
  private let keyHandlers: [KeyHandler]
  private let focusBindings: [FocusBinding]
  private let wheelTargets: [WheelTarget]
  private let focusPublications: [PublishedFocusedValue]
  private let screenNotes: [ScreenNote]
  private let closedPresentations: [ClosedPresentation]
  /// The first enabled view in the subtree that asked whether it is focused: where a focus
  /// claim made while the subtree builds would land.
  let firstFocusAsker: ViewNode?

  /// Keeps `elements` and what `record` gained since `mark`.
  init(
    elements: [Element], environment: EnvironmentValues, mark: RecordMark,
    record: InteractionRecord, generation: Int
  ) {
    self.elements = elements
    self.generation = generation
    self.environment = environment
    self.mark = mark
    focusTargets = Self.copy(record.focusTargets, from: mark.focusTargets)
    shortcutTargets = Self.copy(record.shortcutTargets, from: mark.shortcutTargets)
    keyHandlers = Self.copy(record.keyHandlers, from: mark.keyHandlers)
    focusBindings = Self.copy(record.focusBindings, from: mark.focusBindings)
    wheelTargets = Self.copy(record.wheelTargets, from: mark.wheelTargets)
    focusPublications = Self.copy(record.focusPublications, from: mark.focusPublications)
    screenNotes = Self.copy(record.screenNotes, from: mark.screenNotes)
    closedPresentations = Self.copy(
      record.closedPresentations, from: mark.closedPresentations)
    firstFocusAsker =
      record.focusAskers.count > mark.focusAskers ? record.focusAskers[mark.focusAskers] : nil
  }

  /// The entries of `array` from `start` on, copied: a slice would share the record's storage
  /// and make its next append copy the whole array.
  private static func copy<Entry>(_ array: [Entry], from start: Int) -> [Entry] {
    start == array.count ? [] : Array(array[start...])
  }

  /// Adds the kept contributions to `record`.
  func replay(into record: InteractionRecord) {
    if !focusTargets.isEmpty { record.focusTargets.append(contentsOf: focusTargets) }
    if !shortcutTargets.isEmpty { record.shortcutTargets.append(contentsOf: shortcutTargets) }
    if !keyHandlers.isEmpty { record.keyHandlers.append(contentsOf: keyHandlers) }
    if !focusBindings.isEmpty { record.focusBindings.append(contentsOf: focusBindings) }
    if !wheelTargets.isEmpty { record.wheelTargets.append(contentsOf: wheelTargets) }
    if !focusPublications.isEmpty {
      record.focusPublications.append(contentsOf: focusPublications)
    }
    if !screenNotes.isEmpty { record.screenNotes.append(contentsOf: screenNotes) }
    if !closedPresentations.isEmpty {
      record.closedPresentations.append(contentsOf: closedPresentations)
    }
    if let firstFocusAsker { record.focusAskers.append(firstFocusAsker) }
  }
}
