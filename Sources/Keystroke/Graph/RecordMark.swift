/// Where an ``InteractionRecord`` stood when a subtree started building, to tell afterwards
/// what the subtree added, and whether that can be added again from a kept copy.
///
/// A subtree can be replayed when all it added is focus targets, shortcut controls, key
/// handlers, focus bindings, wheel targets and focused-value publications, in the current
/// presentation layer, and no preferences while a reader collects them. Anything else
/// (presentations, menu commands, the text editing target, handlers for the whole window, lazy
/// content built during layout) makes the subtree build again each time it is reached.
@MainActor
struct RecordMark {
  let focusTargets: Int
  let shortcutTargets: Int
  let keyHandlers: Int
  let focusBindings: Int
  let wheelTargets: Int
  let focusPublications: Int
  private let others: [Int]
  private let layer: Int
  private let isCollecting: Bool
  private let preferences: Int
  private let lazyContent: Int

  /// Marks where `record` stands now; `lazyContent` counts the lazy elements built so far.
  init(_ record: InteractionRecord, lazyContent: Int) {
    focusTargets = record.focusTargets.count
    shortcutTargets = record.shortcutTargets.count
    keyHandlers = record.keyHandlers.count
    focusBindings = record.focusBindings.count
    wheelTargets = record.wheelTargets.count
    focusPublications = record.focusPublications.count
    others = Self.others(of: record)
    layer = record.currentLayer
    isCollecting = record.preferences.isCollecting
    preferences = record.preferences.count
    self.lazyContent = lazyContent
  }

  /// Whether everything `record` gained since this mark can be replayed from the arrays.
  func onlyReplayableChanges(in record: InteractionRecord, lazyContent: Int) -> Bool {
    record.focusTargets.count >= focusTargets && record.shortcutTargets.count >= shortcutTargets
      && record.keyHandlers.count >= keyHandlers && record.focusBindings.count >= focusBindings
      && record.wheelTargets.count >= wheelTargets
      && record.focusPublications.count >= focusPublications
      && record.currentLayer == layer && record.preferences.count == preferences
      && lazyContent == self.lazyContent && Self.others(of: record) == others
  }

  /// Whether a subtree marked here can be replayed into `record` as it stands now: the same
  /// presentation layer, and preferences collected then exactly when they are now.
  func fits(_ record: InteractionRecord) -> Bool {
    record.currentLayer == layer && record.preferences.isCollecting == isCollecting
  }

  private static func others(of record: InteractionRecord) -> [Int] {
    [
      record.focusRequest.count, record.defaultFocus.count, record.menuCommands.count,
      record.appCommands.count, record.commandActions.count, record.destructiveCommands.count,
      record.layers.count, record.contributedCommands.count, record.readsMenuBar ? 1 : 0,
      record.modalKeyHandler == nil ? 0 : 1, record.mouseHandler == nil ? 0 : 1,
      record.sidebarToggle == nil ? 0 : 1, record.textEditing == nil ? 0 : 1,
    ]
  }
}
