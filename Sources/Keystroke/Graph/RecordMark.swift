/// Where an ``InteractionRecord`` stood when a subtree started building, to tell afterwards
/// what the subtree added, and whether that can be added again from a kept copy.
///
/// A subtree can be replayed when all it added is focus targets, shortcut controls, key
/// handlers, focus bindings, wheel targets, focused-value publications, screen notes and closed
/// presentations, in the current
/// presentation layer, and no preferences while a reader collects them. Anything else
/// (presentations, menu commands, the text editing target, handlers for the whole window,
/// anything counted by ``ViewGraph/noteUncopyableBuild()``) makes the subtree build again each
/// time it is reached.
@MainActor
struct RecordMark {
  let focusTargets: Int
  let shortcutTargets: Int
  let keyHandlers: Int
  let focusBindings: Int
  let wheelTargets: Int
  let focusPublications: Int
  let screenNotes: Int
  let focusAskers: Int
  let closedPresentations: Int
  private let others: Others
  private let layer: Int
  private let isCollecting: Bool
  private let preferences: Int
  private let uncopyableBuilds: Int

  /// Marks where `record` stands now; `uncopyableBuilds` is the graph's count so far.
  init(_ record: InteractionRecord, uncopyableBuilds: Int) {
    focusTargets = record.focusTargets.count
    shortcutTargets = record.shortcutTargets.count
    keyHandlers = record.keyHandlers.count
    focusBindings = record.focusBindings.count
    wheelTargets = record.wheelTargets.count
    focusPublications = record.focusPublications.count
    screenNotes = record.screenNotes.count
    focusAskers = record.focusAskers.count
    closedPresentations = record.closedPresentations.count
    others = Others(record)
    layer = record.currentLayer
    isCollecting = record.preferences.isCollecting
    preferences = record.preferences.count
    self.uncopyableBuilds = uncopyableBuilds
  }

  /// Whether everything `record` gained since this mark can be replayed from the arrays.
  func onlyReplayableChanges(in record: InteractionRecord, uncopyableBuilds: Int) -> Bool {
    record.focusTargets.count >= focusTargets && record.shortcutTargets.count >= shortcutTargets
      && record.keyHandlers.count >= keyHandlers && record.focusBindings.count >= focusBindings
      && record.wheelTargets.count >= wheelTargets
      && record.focusPublications.count >= focusPublications
      && record.screenNotes.count >= screenNotes
      && record.closedPresentations.count >= closedPresentations
      && record.currentLayer == layer && record.preferences.count == preferences
      && uncopyableBuilds == self.uncopyableBuilds && Others(record) == others
  }

  /// Whether a subtree marked here can be replayed into `record` as it stands now: the same
  /// presentation layer, and preferences collected then exactly when they are now.
  func fits(_ record: InteractionRecord) -> Bool {
    record.currentLayer == layer && record.preferences.isCollecting == isCollecting
  }

  /// What a replayed subtree must not have changed: the sizes of the record's other
  /// collections and which of its single handlers are set.
  private struct Others: Equatable {
    let focusRequest: Int
    let defaultFocus: Int
    let menuCommands: Int
    let appCommands: Int
    let commandActions: Int
    let destructiveCommands: Int
    let layers: Int
    let contributedCommands: Int
    let menuBarReaders: Int
    let hasModalKeyHandler: Bool
    let hasMouseHandler: Bool
    let hasWheelHandler: Bool
    let hasSidebarToggle: Bool
    let hasTextEditing: Bool

    @MainActor
    init(_ record: InteractionRecord) {
      focusRequest = record.focusRequest.count
      defaultFocus = record.defaultFocus.count
      menuCommands = record.menuCommands.count
      appCommands = record.appCommands.count
      commandActions = record.commandActions.count
      destructiveCommands = record.destructiveCommands.count
      layers = record.layers.count
      contributedCommands = record.contributedCommands.count
      menuBarReaders = record.menuBarReaders.count
      hasModalKeyHandler = record.modalKeyHandler != nil
      hasMouseHandler = record.mouseHandler != nil
      hasWheelHandler = record.wheelHandler != nil
      hasSidebarToggle = record.sidebarToggle != nil
      hasTextEditing = record.textEditing != nil
    }
  }
}
