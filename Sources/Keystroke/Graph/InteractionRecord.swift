import KeystrokeCore

/// What one update learned about how the tree responds to keys, in tree order
/// (leading-to-trailing, depth-first).
///
/// Its stored properties are `@exclusivity(unchecked)`: every view the graph builds reads
/// about twenty of them to mark where the record stood (`RecordMark`), and the run-time
/// exclusivity check on each read cost more than the read. The record belongs to one update
/// on the main actor, and no access to a property overlaps another to the same property.
@MainActor
final class InteractionRecord {
  #if DEBUG
  /// The host whose count of live records this one is in.
  private let liveCounter: LiveObjectCounter?
  #endif

  /// The host's key mapping from earlier updates, passed on from record to record.
  private let mappingMemo: KeyMappingMemo

  init() {
    mappingMemo = KeyMappingMemo()
    #if DEBUG
    liveCounter = LiveObjectCount.created(.interactionRecord)
    #endif
  }

  /// An empty record with room for as much as `previous` held: an update records about what
  /// the last one did, and growing each table step by step cost more than filling it. The
  /// key mapping memo passes on.
  init(sizedLike previous: InteractionRecord) {
    mappingMemo = previous.mappingMemo
    #if DEBUG
    liveCounter = LiveObjectCount.created(.interactionRecord)
    #endif
    focusTargets.reserveCapacity(previous.focusTargets.count)
    shortcutTargets.reserveCapacity(previous.shortcutTargets.count)
    keyHandlers.reserveCapacity(previous.keyHandlers.count)
    focusBindings.reserveCapacity(previous.focusBindings.count)
    wheelTargets.reserveCapacity(previous.wheelTargets.count)
    menuCommands.reserveCapacity(previous.menuCommands.count)
    appCommands.reserveCapacity(previous.appCommands.count)
    commandActions.reserveCapacity(previous.commandActions.count)
    focusPublications.reserveCapacity(previous.focusPublications.count)
    screenNotes.reserveCapacity(previous.screenNotes.count)
    focusAskers.reserveCapacity(previous.focusAskers.count)
    closedPresentations.reserveCapacity(previous.closedPresentations.count)
  }
  deinit {
    #if DEBUG
    LiveObjectCount.destroyed(.interactionRecord, from: liveCounter)
    #endif
  }

  /// Views that can take keyboard focus, in Tab order.
  @exclusivity(unchecked) var focusTargets: [FocusTarget] = []
  /// Controls with keyboard shortcuts, in the order dispatch searches them.
  @exclusivity(unchecked) var shortcutTargets: [ShortcutTarget] = []
  /// `.onKeyPress` handlers, by the node they are attached to.
  @exclusivity(unchecked) var keyHandlers: [KeyHandler] = []
  /// `.focused(_:equals:)` links between focus state and focus targets.
  @exclusivity(unchecked) var focusBindings: [FocusBinding] = []
  /// Views that show the app's menu bar (the shortcut overview), waiting to be built once
  /// this update has resolved it (see ``MenuBarReader``).
  @exclusivity(unchecked) var menuBarReaders: [MenuBarReader] = []
  /// The user's keymap as this update applies it, once ``KeymapRuntime`` has checked it;
  /// `nil` before then and when the keymap has no entries.
  @exclusivity(unchecked) var controlKeymap: ControlKeymap?
  /// Menu commands made by destructive buttons, which the palette never offers first.
  @exclusivity(unchecked) var destructiveCommands: Set<CommandID> = []
  /// Views the mouse wheel scrolls, in tree order (the innermost under the pointer wins).
  @exclusivity(unchecked) var wheelTargets: [WheelTarget] = []
  /// Focus targets (node ids, in Tab order) one of which should take focus after this update:
  /// the content of a tab that was just switched to. A `.defaultFocus` among them wins.
  @exclusivity(unchecked) var focusRequest: [Int] = []
  /// `.defaultFocus` requests: which focus state value should get focus first.
  @exclusivity(unchecked) var defaultFocus: [FocusLink] = []
  /// The active window's menu commands, in menu order.
  @exclusivity(unchecked) var menuCommands: [Command] = []
  /// App-wide commands (open the menu bar, the palette, quit).
  @exclusivity(unchecked) var appCommands: [Command] = []
  /// What menu and app commands do.
  @exclusivity(unchecked) var commandActions: [CommandID: @MainActor () -> Void] = [:]
  /// Focused values published during the update, in tree order.
  @exclusivity(unchecked) var focusPublications: [PublishedFocusedValue] = [] {
    didSet { focusInputChanges += 1 }
  }
  /// The screens (tabs, navigation titles) met, for keymaps and the menu bar.
  @exclusivity(unchecked) var screenNotes: [ScreenNote] = []
  /// The enabled views that asked whether they are focused, in the order they were built:
  /// while a tab switch moves focus, the first of them takes it.
  @exclusivity(unchecked) var focusAskers: [ViewNode] = []
  /// The sheets, covers and dialogs that were closed as they were built, in tree order, for
  /// the host to ask before the next update whether an action opened one.
  @exclusivity(unchecked) var closedPresentations: [ClosedPresentation] = []
  /// The presentation layer being built: 0 for the window's content, 1 and up for sheets.
  @exclusivity(unchecked) var currentLayer = 0
  /// The sheets, alerts and dialogs presented, outermost first (the last is frontmost).
  @exclusivity(unchecked) var layers: [PresentationLayerRecord] = [] {
    didSet { focusInputChanges += 1 }
  }
  /// How many times what focused values are resolved from (publications, layers) changed.
  @exclusivity(unchecked) private var focusInputChanges = 0

  /// The preference values views set during the update, for the readers above them.
  let preferences = PreferenceCollector()

  /// The frontmost layer's number (0 when nothing is presented).
  var frontLayer: Int { layers.last?.number ?? 0 }

  /// The frontmost presented layer, if any.
  var frontPresentation: PresentationLayerRecord? { layers.last }

  /// Starts building a presented layer; returns its number and what to pass to ``endLayer``.
  func beginLayer(_ record: PresentationLayerRecord) -> LayerMark {
    let mark = LayerMark(
      outer: currentLayer, index: layers.count, focusTargets: focusTargets.count,
      shortcutTargets: shortcutTargets.count, keyHandlers: keyHandlers.count,
      publications: focusPublications.count)
    var record = record
    record.number = layers.count + 1
    layers.append(record)
    currentLayer = record.number
    return mark
  }

  /// Finishes a presented layer: everything registered since ``beginLayer`` that was not
  /// claimed by a layer nested inside (those carry a higher number) belongs to it.
  func endLayer(_ mark: LayerMark, elements: [Element]) {
    let number = layers[mark.index].number
    layers[mark.index].elements = elements
    for index in mark.focusTargets..<focusTargets.count where focusTargets[index].layer < number {
      focusTargets[index].layer = number
    }
    for index in mark.shortcutTargets..<shortcutTargets.count
    where shortcutTargets[index].layer < number {
      shortcutTargets[index].layer = number
    }
    for index in mark.keyHandlers..<keyHandlers.count where keyHandlers[index].layer < number {
      keyHandlers[index].layer = number
    }
    for index in mark.publications..<focusPublications.count
    where focusPublications[index].publication.layer < number {
      focusPublications[index].publication.layer = number
    }
    currentLayer = mark.outer
  }

  /// A handler that sees every key first while something modal to the whole screen (an open
  /// menu) is up.
  @exclusivity(unchecked) var modalKeyHandler: (@MainActor (KeyPress) -> KeyPress.Result)?
  /// A handler that sees left clicks (column, row) before the views do: the menu bar's. It
  /// returns whether it took the click.
  @exclusivity(unchecked) var mouseHandler: (@MainActor (Int, Int) -> Bool)?
  /// A handler that sees wheel steps (column, row, rows: negative up) before the views do:
  /// the menu bar's, while a menu is open. It returns whether it took the step.
  @exclusivity(unchecked) var wheelHandler: (@MainActor (Int, Int, Int) -> Bool)?
  /// Menu items views contribute, merged into the menu bar by an app host.
  @exclusivity(unchecked) var contributedCommands: [ContributedCommands] = []
  /// The sidebar a view shows, toggled by View › Show/Hide Sidebar.
  @exclusivity(unchecked) var sidebarToggle: SidebarToggle?
  /// The focused text field or editor's Cut, Copy, Paste, Select All and Delete.
  @exclusivity(unchecked) var textEditing: TextEditingTarget?

  @exclusivity(unchecked) private var mappingCache:
    (profile: TerminalKeyProfile, count: Int, mapping: KeyMapping)?

  /// The terminal key mapping for everything declared so far, built once per update (and again
  /// only if more shortcuts are declared afterwards): dispatch, the hint line, the menus and
  /// the palette all spell keys from this one mapping.
  func keyMapping(profile: TerminalKeyProfile) -> KeyMapping {
    let count = shortcutTargets.count + menuCommands.count + appCommands.count
    if let cache = mappingCache, cache.profile == profile, cache.count == count {
      return cache.mapping
    }
    let mapping = mappingMemo.mapping(profile: profile, declared: declaredSequences)
    mappingCache = (profile, count, mapping)
    return mapping
  }

  /// Every key sequence declared by a control or a command, for the terminal key mapping.
  var declaredSequences: [KeySequence] {
    shortcutTargets.map(\.keys)
      + menuCommands.compactMap(\.keys) + appCommands.compactMap(\.keys)
  }

  /// The focused values visible with focus on the target `focusedNodeID`, per the engine's
  /// rules, and which publisher won each key (to tell whether a new update changed them).
  func focusedValues(focusedNodeID: Int?) -> (
    values: FocusedValues, winners: [ObjectIdentifier: FocusNodeID]
  ) {
    // The root asks for its commands and the host asks again after the update: the answer
    // is kept while the focus, the publications and the layers are those it was found for.
    let inputs = [focusedNodeID ?? -1, focusInputChanges]
    if let resolved = resolvedFocusedValues, resolved.inputs == inputs { return resolved.answer }
    let answer = resolveFocusedValues(focusedNodeID: focusedNodeID)
    resolvedFocusedValues = (inputs, answer)
    return answer
  }

  /// The last answer of ``focusedValues(focusedNodeID:)`` and what it was found for.
  private var resolvedFocusedValues:
    (inputs: [Int], answer: (values: FocusedValues, winners: [ObjectIdentifier: FocusNodeID]))?

  private func resolveFocusedValues(focusedNodeID: Int?) -> (
    values: FocusedValues, winners: [ObjectIdentifier: FocusNodeID]
  ) {
    var path: [FocusNodeID] = []
    var node = focusTarget(id: focusedNodeID)?.node
    while let current = node {
      path.append(FocusNodeID(number: current.id))
      node = current.parent
    }
    let context = FocusContext(
      activeScene: "main", focusPath: path.reversed(), sheets: sheetBarriers)
    let resolution = FocusedValueResolver.resolve(
      focusPublications.map(\.publication), in: context)
    var values = FocusedValues()
    var winners: [ObjectIdentifier: FocusNodeID] = [:]
    for published in focusPublications
    where resolution.winner(for: published.publication.key) == published.publication {
      values.entries[published.entry.keyType] = published.entry
      winners[published.entry.keyType] = published.publication.publisher
    }
    return (values, winners)
  }

  /// The barriers the sheets above the window's content put in front of focused values.
  var sheetBarriers: [SheetBarrier] { layers.map { SheetBarrier(letThrough: $0.letThrough) } }

  /// The focus target with a node id.
  func focusTarget(id: Int?) -> FocusTarget? {
    guard let id else { return nil }
    return focusTargets.first { $0.id == id }
  }

  /// Whether a focus target was registered since the record held `count` of them, leaving out
  /// those of layers opened since (a menu a list's row opened over the list): the controls of
  /// a list's rows, say, not what is presented from them.
  func hasFocusTargets(registeredSince count: Int) -> Bool {
    focusTargets[count...].contains { $0.layer <= currentLayer }
  }
}

/// A view that can hold keyboard focus.
@MainActor
struct FocusTarget {
  /// The node of the focusable view.
  let node: ViewNode
  /// Whether it can be focused now (disabled views are skipped).
  let isEnabled: Bool
  /// Whether it edits text, so plain typing goes to it first.
  let isTextInput: Bool
  /// The element drawn for it, to scroll it into view and to hit-test clicks.
  let element: Element
  /// Whether Return submits (text fields with an `.onSubmit` action).
  var hasSubmitAction = false
  /// Whether a dialog should not focus it first (a destructive button), so Return never
  /// confirms a destructive choice the user did not move to.
  var avoidsInitialFocus = false
  /// The presentation layer the target is in.
  var layer = 0
  /// Whether the keys it handles reach it before any shortcut: an open picker or pop-up menu,
  /// as a menu being tracked takes the keyboard, so Escape closes the menu, not the sheet
  /// around it, and Return chooses the highlighted item instead of the default button.
  var capturesKeys = false
  /// Whether it has a list of items open (a pop-up menu's, a context menu's) none of which is
  /// enabled now: the hint line says nothing in it can be chosen instead of offering keys
  /// that would do nothing, as for such a menu of the menu bar.
  var opensNothingEnabled = false
  /// The keys it answers while focused and what they do, which the hint line shows before the
  /// window's (a search field's scope bar: ←→ Scope); empty for a control whose keys are
  /// the usual ones.
  var hints: [HintLine.Entry] = []
  /// Handles a key while focused.
  var handleKey: @MainActor (KeyPress) -> KeyPress.Result
  /// What a left click does once the click has focused the target, given the clicked column
  /// and row relative to the element's top-left corner; `nil` when a click only focuses.
  var click: (@MainActor (_ column: Int, _ row: Int) -> Void)?

  var id: Int { node.id }
}

/// A view the mouse wheel scrolls: a list, a scroll view.
@MainActor
struct WheelTarget {
  /// The element drawn for it, to hit-test the pointer.
  let element: Element
  /// The presentation layer it is in.
  let layer: Int
  /// Scrolls by a number of rows (negative: up); returns whether anything moved.
  let scroll: @MainActor (Int) -> Bool
}

/// A control reachable through a keyboard shortcut.
@MainActor
struct ShortcutTarget {
  /// The node of the control.
  let node: ViewNode
  /// The keys: one shortcut, or a chord (as the user's keymap left them, once the update
  /// applied it).
  var keys: KeySequence
  /// A title for traces and the shortcut overview.
  let title: String
  /// The identity a keymap names the control by (`Timer/Start Timer`, or its `.commandID`);
  /// `nil` for keys the framework gives (Escape on a cancel button, a stack's Back).
  var commandID: CommandID?
  /// Whether the control is enabled; a disabled match does nothing.
  let isEnabled: Bool
  /// Performs the control's action.
  let action: @MainActor () -> Void
  /// The presentation layer the control is in.
  var layer = 0
  /// Whether the control is a destructive button, which the palette never offers first.
  var isDestructive = false

  /// A control on `keys`, one shortcut or a chord.
  init(
    node: ViewNode, keys: KeySequence, title: String, isEnabled: Bool,
    action: @escaping @MainActor () -> Void, isDestructive: Bool = false
  ) {
    self.node = node
    self.keys = keys
    self.title = title
    self.isEnabled = isEnabled
    self.action = action
    self.isDestructive = isDestructive
  }

  /// A control on one shortcut.
  init(
    node: ViewNode, shortcut: KeyboardShortcut, title: String, isEnabled: Bool,
    action: @escaping @MainActor () -> Void, isDestructive: Bool = false
  ) {
    self.init(
      node: node, keys: KeySequence(shortcut.shortcut), title: title, isEnabled: isEnabled,
      action: action, isDestructive: isDestructive)
  }
}

/// An `.onKeyPress` handler.
@MainActor
struct KeyHandler {
  /// The node the handler is attached to; it sees keys while focus is on or inside it.
  let node: ViewNode
  /// The keys it wants, or `nil` for all.
  let keys: Set<KeyEquivalent>?
  /// The phases it wants.
  let phases: KeyPress.Phases
  /// The handler.
  let action: @MainActor (KeyPress) -> KeyPress.Result
  /// The presentation layer the handler is in.
  var layer = 0
}

/// The link `.focused(_:equals:)` makes between a focus state and the focus target inside the
/// modified view.
@MainActor
struct FocusBinding {
  /// The focus target's node id.
  let targetID: Int
  /// Whether the focus state's value says this target is focused.
  let isSelected: @MainActor () -> Bool
  /// Sets the focus state to say this target is (or is not) focused, and says whether a view
  /// read the state and must be built again to show the new value.
  let select: @MainActor (Bool) -> Bool
  /// Whether the app set the focus state since the last update.
  let hasPendingRequest: @MainActor () -> Bool
  /// Marks the app's request as handled.
  let clearRequest: @MainActor () -> Void
  /// The focus state and the value this target stands for in it, to match `.defaultFocus`
  /// requests.
  var link: FocusLink?
}

/// Where the registrations stood when a presented layer began, to assign it what follows.
struct LayerMark {
  let outer: Int
  let index: Int
  let focusTargets: Int
  let shortcutTargets: Int
  let keyHandlers: Int
  let publications: Int
}
