import Foundation

/// The app's open windows, which one is on screen, and the document operations on them.
///
/// A terminal shows one window at a time: the active one, whose scene's commands fill the menu
/// bar. File › New Window (window groups) and File › New / Open… (document groups) add
/// windows; the Window menu lists them and ⌘` cycles through them. Document windows save,
/// duplicate, rename, revert and close through here, asking first where edits would be lost.
@MainActor
final class WindowManager {
  /// The open windows, in the order they were opened.
  private(set) var windows: [OpenWindow] = []
  /// The window on screen.
  private(set) var activeID: Int?
  /// The sheet or alert up over the active window.
  var panel: DocumentPanel? {
    didSet { changed() }
  }
  /// Raised when windows or documents change.
  var invalidation: InvalidationFlag?
  /// The scenes, as last resolved.
  private(set) var kinds: [SceneList.WindowKind] = []
  /// Where new documents are saved and the file picker starts.
  var defaultDirectory: URL
  /// The folder `~` stands for in typed paths (`$HOME`, else the account's), if known.
  let homeDirectory: String?
  /// Writes documents to their files.
  var fileWriter = DocumentFileWriter()
  /// Files to open at launch (from the command line).
  private var pendingLaunchFiles: [URL]
  /// Set while quitting: each edited document is offered for saving, then this runs.
  private var pendingQuit: (@MainActor () -> Void)?
  private var opened = false
  /// Set while the first update opens the first windows: what it changes is built in that
  /// same update, so it asks for no other.
  private var isOpeningFirstWindows = false
  private var nextWindowID = 1
  private var untitledCount = 0
  /// The File and Window menus' actions on this manager, made once (see
  /// ``WindowCommands/register(manager:in:)``).
  var commandActions: [CommandID: @MainActor () -> Void]?

  init(defaultDirectory: URL, launchFiles: [URL] = [], homeDirectory: String? = nil) {
    self.defaultDirectory = defaultDirectory
    self.homeDirectory = homeDirectory
    pendingLaunchFiles = launchFiles
  }

  /// The manager kept in `node` across updates (made on first use).
  static func stored(in node: ViewNode) -> WindowManager {
    if let manager = node.memory(WindowManager.self) { return manager }
    let directory =
      AppEnvironment.configuredStore
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let manager = WindowManager(
      defaultDirectory: directory, launchFiles: AppEnvironment.launchFiles,
      homeDirectory: HomeDirectory.path(
        environment: ProcessInfo.processInfo.environment, accountHome: HomeDirectory.accountHome))
    node.keep(manager)
    return manager
  }

  // MARK: Scenes and windows

  /// Takes this update's scenes; the first time, opens the first window (the launch files, a
  /// new untitled document, or the first window group's window).
  func update(kinds: [SceneList.WindowKind], invalidation: InvalidationFlag) {
    self.kinds = kinds
    self.invalidation = invalidation
    guard !opened else { return }
    opened = true
    isOpeningFirstWindows = true
    defer { isOpeningFirstWindows = false }
    guard let first = kinds.first(where: { $0.role != .settings }) ?? kinds.first else { return }
    if first.role == .documentGroup {
      let files = pendingLaunchFiles
      pendingLaunchFiles = []
      for url in files { open(url) }
      if files.isEmpty { newDocument() }
    } else {
      appendWindow(kindID: first.id, title: first.title, document: nil)
    }
  }

  /// Asks for an update to show a change, unless the update under way will show it.
  private func changed() {
    if !isOpeningFirstWindows { invalidation?.raise() }
  }

  /// The window on screen.
  var activeWindow: OpenWindow? { windows.first { $0.id == activeID } }

  /// The scene of a window.
  func kind(of window: OpenWindow) -> SceneList.WindowKind? {
    kinds.first { $0.id == window.kindID }
  }

  /// The scene the menu bar and commands come from: the active window's, else the first
  /// document scene (a document app with every window closed), else the first scene.
  var activeKind: SceneList.WindowKind? {
    if let window = activeWindow, let kind = kind(of: window) { return kind }
    return documentKind ?? kinds.first { $0.role != .settings } ?? kinds.first
  }

  /// The document scene that File › New and Open… use.
  var documentKind: SceneList.WindowKind? {
    if let kind = activeWindow.flatMap({ kind(of: $0) }), kind.role == .documentGroup {
      return kind
    }
    return kinds.first { $0.role == .documentGroup }
  }

  /// Brings a window on screen.
  func activate(_ id: Int) {
    guard windows.contains(where: { $0.id == id }), activeID != id else { return }
    activeID = id
    changed()
  }

  /// Shows the next open window (wrapping).
  func cycle() {
    guard windows.count > 1 else { return }
    let index = windows.firstIndex { $0.id == activeID } ?? -1
    activate(windows[(index + 1) % windows.count].id)
  }

  /// Opens another window of the active window group (File › New Window).
  func newWindow() {
    guard let kind = activeKind, kind.role == .windowGroup || kind.role == .window else { return }
    let count = windows.filter { $0.kindID == kind.id }.count
    appendWindow(
      kindID: kind.id, title: count == 0 ? kind.title : "\(kind.title) \(count + 1)",
      document: nil)
  }

  /// Opens a window of the scene with identity `id`, or of the first `WindowGroup(for:)`
  /// presenting values of `value`'s type (`openWindow(id:)`, `openWindow(value:)`).
  ///
  /// A `Window` scene has one window: opening it again shows it. A window group shows the
  /// window already presenting an equal value rather than opening a second one, as SwiftUI
  /// does; without a value, each call opens another window. Nothing happens when no scene
  /// matches.
  func openWindow(id: String?, value: AnyHashable?) {
    let valueType = value.map { ObjectIdentifier(type(of: $0.base)) }
    guard
      let kind = kinds.first(where: { kind in
        if let id { return kind.id == id }
        return valueType != nil && kind.valueType == valueType
      }), kind.role != .documentGroup
    else { return }
    let existing = windows.filter { $0.kindID == kind.id }
    if kind.role != .windowGroup, let open = existing.first {
      activate(open.id)
      return
    }
    if let value, let open = existing.first(where: { $0.value == value }) {
      activate(open.id)
      return
    }
    appendWindow(
      kindID: kind.id,
      title: existing.isEmpty ? kind.title : "\(kind.title) \(existing.count + 1)",
      document: nil, value: value)
  }

  /// Closes windows (`dismissWindow`): the active one when neither `id` nor `value` is given,
  /// else every window of the scene `id` (and presenting `value`, when given). An edited
  /// document asks first, as File › Close does.
  func dismissWindow(id: String?, value: AnyHashable?) {
    guard id != nil || value != nil else {
      closeActive()
      return
    }
    let matching = windows.filter { window in
      (id == nil || window.kindID == id) && (value == nil || window.value == value)
    }
    for window in matching {
      if window.document?.isEdited == true {
        activate(window.id)
        panel = .confirmClose(windowID: window.id)
        return
      }
      remove(window.id)
    }
  }

  private func appendWindow(
    kindID: String, title: String, document: (any OpenDocument)?, value: AnyHashable? = nil
  ) {
    document?.invalidation = invalidation
    let window = OpenWindow(
      id: nextWindowID, kindID: kindID, title: title, document: document, value: value)
    nextWindowID += 1
    windows.append(window)
    activeID = window.id
    changed()
  }

  private func remove(_ id: Int) {
    guard let index = windows.firstIndex(where: { $0.id == id }) else { return }
    windows.remove(at: index)
    if activeID == id {
      activeID = windows.isEmpty ? nil : windows[min(index, windows.count - 1)].id
    }
    changed()
  }

  // MARK: Documents

  /// Opens a new untitled document (File › New).
  func newDocument() {
    guard let kind = documentKind, let makeNew = kind.document?.makeNew else { return }
    let document = makeNew()
    untitledCount += 1
    document.untitledName = untitledCount == 1 ? "Untitled" : "Untitled \(untitledCount)"
    appendWindow(kindID: kind.id, title: document.displayName, document: document)
  }

  /// Shows the file picker (File › Open…), starting in the default folder, made (private to
  /// the user, as the first save makes it) when missing.
  func showOpenPanel() {
    try? SystemCalls.makeDirectories(
      defaultDirectory.path, permissions: 0o700, for: defaultDirectory.path)
    panel = .open(FileBrowser(directory: defaultDirectory, homeDirectory: homeDirectory))
  }

  /// Opens the document at `url` in a new window, or shows its window if it is open. A file
  /// that cannot be read gives an alert naming it, and nothing else happens to it.
  func open(_ url: URL) {
    let url = url.standardizedFileURL
    // A file reached through a link is the file itself: two windows on it would each save
    // over the other's changes.
    let file = url.resolvingSymlinksInPath()
    if let open = windows.first(where: {
      $0.document?.fileURL?.standardizedFileURL.resolvingSymlinksInPath() == file
    }) {
      panel = nil
      activate(open.id)
      return
    }
    guard let kind = documentKind, let driver = kind.document else { return }
    do {
      let document = try driver.read(url)
      panel = nil
      appendWindow(kindID: kind.id, title: document.displayName, document: document)
    } catch {
      panel = .failure(
        title: "The document “\(VisibleName.of(url.lastPathComponent))” could not be opened.",
        message: DocumentFileError.describe(error))
    }
  }

  /// Saves the active document: to its file, or after asking for a path the first time.
  func save(then: (@MainActor () -> Void)? = nil) {
    guard let window = activeWindow, let document = window.document else { return }
    guard let url = document.fileURL else {
      askForPath(window: window, purpose: .save, then: then)
      return
    }
    save(window, to: url, then: then)
  }

  /// Asks for a new path and saves the active document there (File › Save As…).
  func saveAs() {
    guard let window = activeWindow, window.document != nil else { return }
    askForPath(window: window, purpose: .save, then: nil)
  }

  /// Asks for a new name and moves the document's file there (File › Rename…).
  func rename() {
    guard let window = activeWindow, window.document != nil else { return }
    askForPath(window: window, purpose: .rename, then: nil)
  }

  /// Opens an untitled, edited copy of the active document (File › Duplicate).
  func duplicate() {
    guard let window = activeWindow, let document = window.document else { return }
    let copy = document.duplicate()
    let base = document.fileURL.map { $0.deletingPathExtension().lastPathComponent }
    copy.untitledName = "\(base ?? document.untitledName) copy"
    appendWindow(kindID: window.kindID, title: copy.displayName, document: copy)
  }

  /// Reads the active document's file again, dropping its edits (File › Revert to Saved).
  func revert() {
    guard let window = activeWindow, let document = window.document,
      let driver = kind(of: window)?.document, document.fileURL != nil
    else { return }
    do {
      try driver.revert(document)
      changed()
    } catch {
      panel = .failure(
        title: "The document “\(document.displayName)” could not be reverted.",
        message: DocumentFileError.describe(error))
    }
  }

  /// Closes the active window, asking first if its document has unsaved edits (File › Close).
  func closeActive() {
    guard let window = activeWindow else { return }
    if let document = window.document, document.isEdited {
      activate(window.id)
      panel = .confirmClose(windowID: window.id)
      return
    }
    remove(window.id)
  }

  /// The answer to "save changes?": save then close, close without saving, or cancel.
  enum CloseChoice {
    case save, discard, cancel
  }

  /// Acts on the answer to the close confirmation for `windowID`.
  func resolveClose(windowID: Int, choice: CloseChoice) {
    panel = nil
    switch choice {
    case .cancel:
      pendingQuit = nil
    case .discard:
      remove(windowID)
      continueQuitting()
    case .save:
      activate(windowID)
      save { [weak self] in
        self?.remove(windowID)
        self?.continueQuitting()
      }
    }
  }

  /// Quits once every edited document was saved or discarded, asking for each in turn.
  func requestQuit(_ quit: @escaping @MainActor () -> Void) {
    pendingQuit = quit
    continueQuitting()
  }

  /// Cancels a quit in progress (a panel was cancelled).
  func cancelQuit() { pendingQuit = nil }

  private func continueQuitting() {
    guard let quit = pendingQuit else { return }
    if let edited = windows.first(where: { $0.document?.isEdited == true }) {
      activate(edited.id)
      panel = .confirmClose(windowID: edited.id)
      return
    }
    pendingQuit = nil
    quit()
  }

  // MARK: Paths and writing

  /// The path a prompt starts with: the document's file, or a name in the default folder.
  func suggestedPath(for window: OpenWindow) -> String {
    if let url = window.document?.fileURL { return url.path }
    let name = window.document?.untitledName ?? "Untitled"
    let fileExtension = kind(of: window)?.document?.preferredExtension
    let file = fileExtension.map { "\(name).\($0)" } ?? name
    return defaultDirectory.appendingPathComponent(file).path
  }

  private func askForPath(
    window: OpenWindow, purpose: SavePathRequest.Purpose, then: (@MainActor () -> Void)?
  ) {
    panel = .savePath(
      SavePathRequest(
        windowID: window.id, purpose: purpose, path: suggestedPath(for: window), then: then))
  }

  /// Carries out a path prompt with the path typed.
  func submit(_ request: SavePathRequest) {
    guard let window = windows.first(where: { $0.id == request.windowID }),
      let document = window.document
    else {
      panel = nil
      return
    }
    let text = request.path.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return }
    let url = FileBrowser.resolve(text, relativeTo: defaultDirectory, home: homeDirectory)
    if request.purpose == .rename, let current = document.fileURL {
      guard url != current.standardizedFileURL else {
        panel = nil
        return
      }
      do {
        try FileManager.default.moveItem(at: current, to: url)
        document.fileURL = url
        // Moved to another file system, it is a new file (a copy): the rename made it, not
        // another program.
        document.fileStamp = FileStamp.of(url)
        panel = nil
      } catch {
        // A missing folder on the way is the path typed, not the document's file.
        let folder = url.deletingLastPathComponent()
        let message =
          FileManager.default.fileExists(atPath: folder.path)
          ? DocumentFileError.describe(error) : Self.noFolder(folder)
        panel = .failure(
          title: "The document “\(document.displayName)” could not be renamed.",
          message: message)
      }
      return
    }
    panel = nil
    // A folder typed wrong is not made (as Rename… does not move into one); only the app's
    // document folder is, by the first save into it.
    let folder = url.deletingLastPathComponent().standardizedFileURL
    if folder.path != defaultDirectory.standardizedFileURL.path,
      !FileManager.default.fileExists(atPath: folder.path)
    {
      pendingQuit = nil
      panel = .failure(
        title: "The document “\(document.displayName)” could not be saved.",
        message: Self.noFolder(folder))
      return
    }
    if Self.isAnotherFile(url, than: document.fileURL) {
      panel = .confirmReplace(
        ConfirmedSaveRequest(windowID: window.id, url: url, then: request.then))
      return
    }
    save(window, to: url, then: request.then)
  }

  /// What a save or rename into the missing folder `folder` says.
  private static func noFolder(_ folder: URL) -> String {
    "There is no folder “\(VisibleName.of(folder.path))”."
  }

  /// Whether a regular file other than the document's own (`current`, a link to it counting
  /// as it) already has the path `url`, so saving there would replace it. Folders, FIFOs and
  /// devices are not asked about: the save refuses them with its own message.
  private static func isAnotherFile(_ url: URL, than current: URL?) -> Bool {
    let target = url.standardizedFileURL.resolvingSymlinksInPath()
    let type = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.type]
    guard type as? FileAttributeType == .typeRegular else { return false }
    guard let current else { return true }
    if current.standardizedFileURL.resolvingSymlinksInPath() == target { return false }
    // Another name of the same file (a hard link) is not another file.
    guard let here = FileStamp.of(current), let there = FileStamp.of(target) else { return true }
    return here.device != there.device || here.inode != there.inode
  }

  /// Acts on the answer to "“name” already exists. Do you want to replace it?": save over it
  /// (asking again if it is read-only), or cancel the save (and any quit waiting on it).
  func resolveReplace(_ request: ConfirmedSaveRequest, replace: Bool) {
    resume(request, if: replace)
  }

  /// Closes a save's question and goes on with the save, with what the user has said yes to
  /// so far, or cancels it (and any quit waiting on it).
  private func resume(
    _ request: ConfirmedSaveRequest, if proceeding: Bool, confirmedChanged: Bool = false,
    confirmedReadOnly: Bool = false
  ) {
    panel = nil
    guard proceeding, let window = windows.first(where: { $0.id == request.windowID }) else {
      pendingQuit = nil
      return
    }
    save(
      window, to: request.url, confirmedChanged: confirmedChanged,
      confirmedReadOnly: confirmedReadOnly, then: request.then)
  }

  /// Saves a window's document to `url`, first asking whether to write over changes another
  /// program made to the document's own file, then whether to write over a read-only file
  /// (unless the user already said yes to each), then runs `then` if the save succeeded.
  private func save(
    _ window: OpenWindow, to url: URL, confirmedChanged: Bool = false,
    confirmedReadOnly: Bool = false, then: (@MainActor () -> Void)?
  ) {
    if !confirmedChanged, let document = window.document, let stamp = document.fileStamp,
      let current = document.fileURL,
      current.standardizedFileURL.resolvingSymlinksInPath()
        == url.standardizedFileURL.resolvingSymlinksInPath(),
      let now = FileStamp.of(url), now != stamp
    {
      panel = .confirmChanged(ConfirmedSaveRequest(windowID: window.id, url: url, then: then))
      return
    }
    if !confirmedReadOnly, kind(of: window)?.document?.isEditable == true,
      DocumentFileWriter.isReadOnly(url.path)
    {
      panel = .confirmReadOnly(ConfirmedSaveRequest(windowID: window.id, url: url, then: then))
      return
    }
    if write(window, to: url) { then?() }
  }

  /// Acts on the answer to "“name” is read-only. Save anyway?": try the save, or cancel it
  /// (and any quit waiting on it).
  func resolveReadOnly(_ request: ConfirmedSaveRequest, saveAnyway: Bool) {
    resume(request, if: saveAnyway, confirmedChanged: true, confirmedReadOnly: true)
  }

  /// Acts on the answer to "“name” was changed by another program. Save anyway?": save over
  /// it (asking next if it is read-only), or cancel the save (and any quit waiting on it).
  func resolveChanged(_ request: ConfirmedSaveRequest, saveAnyway: Bool) {
    resume(request, if: saveAnyway, confirmedChanged: true)
  }

  /// Writes a window's document to `url`; a failure shows an alert and keeps it edited.
  @discardableResult
  private func write(_ window: OpenWindow, to url: URL) -> Bool {
    guard let document = window.document, let driver = kind(of: window)?.document else {
      return false
    }
    guard driver.isEditable else { return false }
    do {
      try driver.write(document, url, fileWriter)
      changed()
      return true
    } catch {
      pendingQuit = nil
      panel = .failure(
        title: "The document “\(document.displayName)” could not be saved.",
        message: DocumentFileError.describe(error))
      return false
    }
  }
}
