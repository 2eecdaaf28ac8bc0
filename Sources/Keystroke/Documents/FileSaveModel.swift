import Foundation

/// What a save sheet keeps while it is up: the folder browser, the name typed, the message
/// about the last attempt, and the targets the user was asked about replacing.
@MainActor
final class FileSaveModel: ObservableObject {
  private var browser: FileBrowser?
  /// The name field's text once the user has edited it (a single export); until then the
  /// field shows the request's name.
  @Published var typedName: String?
  /// Why the last attempt did not save, or what it asks.
  @Published private(set) var message: String?
  /// Whether ``message`` asks to replace rather than reports a failure.
  @Published private(set) var asksToReplace = false
  /// The targets the user was told exist; saving again to exactly these replaces them.
  private var toReplace: [String] = []

  nonisolated init() {}

  /// The folder browser, made on first use in `start`.
  func browser(start: @autoclosure () -> URL, home: String?) -> FileBrowser {
    if let browser { return browser }
    let made = FileBrowser(directory: start(), homeDirectory: home)
    browser = made
    return made
  }

  /// The name field's text.
  func name(for request: FileSaveRequest) -> String {
    typedName ?? request.items.first?.name ?? ""
  }

  /// The names the files get: the typed name for a single export, else the items' names.
  func names(for request: FileSaveRequest) -> [String] {
    guard request.asksForName else { return request.items.map(\.name) }
    return [FileSaveNaming.completed(name(for: request), for: request.contentType)]
  }

  /// Handles a key on the folder list: the browser's keys, except that Return on a file saves
  /// (a single export takes the file's name first), as does Return in an empty folder. Says
  /// whether the key was used.
  func handle(_ key: KeyPress, request: FileSaveRequest) -> Bool {
    guard let browser else { return false }
    if key.key == .return, key.modifiers.isEmpty, browser.selectedEntry == nil {
      save(request: request)
      return true
    }
    let before = browser.directory
    let outcome = browser.handleListKey(key)
    if outcome != .ignored { objectWillChange.send() }
    if browser.directory != before { forgetQuestion() }
    switch outcome {
    case .ignored: return false
    case .stay: return true
    case .open(let url):
      if request.asksForName { typedName = url.lastPathComponent }
      save(request: request)
      return true
    }
  }

  /// Places the files in the folder shown: refuses a bad name, asks before replacing anything
  /// (saving again to the same targets replaces), then writes or moves each file.
  func save(request: FileSaveRequest) {
    guard let browser else { return }
    guard !request.items.isEmpty else {
      message = request.moving ? "There is no file to move." : "There is nothing to export."
      return
    }
    let folder = browser.directory.path
    // Writing would make a folder that vanished while the sheet was up again; say so instead.
    guard SystemCalls.isDirectory(folder) else {
      let reason = "The folder \(folder) no longer exists; choose another."
      return fail(
        FileSaveFailure.missingFolder(folder, reason: reason), saying: reason, request: request)
    }
    let chosen = names(for: request)
    for candidate in chosen {
      if let problem = FileSaveNaming.problem(with: candidate) {
        return fail(
          FileSaveFailure.invalidName(candidate, in: folder, reason: problem), saying: problem,
          request: request)
      }
    }
    let targets = chosen.map { (folder.hasSuffix("/") ? folder : folder + "/") + $0 }
    var questions: [String] = []
    var skipped = Set<Int>()
    for (index, target) in targets.enumerated() {
      let check = FileSaveCheck.make(
        name: chosen[index], existing: FilePlacement.inspect(target), moving: request.moving,
        isSource: isSource(request.items[index], at: target))
      switch check {
      case .free: break
      case .alreadyThere: skipped.insert(index)
      case .askToReplace(let question): questions.append(question)
      case .refuse(let reason):
        return fail(
          FileSaveFailure.refused(target, reason: reason), saying: reason, request: request)
      }
    }
    let confirmed = !questions.isEmpty && toReplace == targets
    if !questions.isEmpty, !confirmed {
      toReplace = targets
      asksToReplace = true
      message =
        questions.joined(separator: " ") + " \(request.verb) again to replace "
        + (questions.count == 1 ? "it" : "them") + "; Esc keeps "
        + (questions.count == 1 ? "it." : "them.")
      return
    }
    var placed: [URL] = []
    for (index, item) in request.items.enumerated() {
      let target = targets[index]
      if !skipped.contains(index) {
        do {
          try place(item, at: target, replacing: confirmed)
        } catch {
          let failure = FileSaveFailure.failed(error, path: target)
          return fail(failure.error, saying: failure.message, request: request)
        }
      }
      placed.append(URL(fileURLWithPath: target))
    }
    forgetQuestion()
    request.finish(.placed(placed))
  }

  private func place(_ item: FileSaveRequest.Item, at target: String, replacing: Bool) throws {
    switch item.source {
    case .bytes(let make):
      try FilePlacement.write(try make(), to: target, replacing: replacing)
    case .file(let url):
      try FilePlacement.move(url.path, to: target, replacing: replacing)
    }
  }

  private func isSource(_ item: FileSaveRequest.Item, at target: String) -> Bool {
    guard case .file(let url) = item.source else { return false }
    return url.standardizedFileURL.path == URL(fileURLWithPath: target).standardizedFileURL.path
  }

  private func fail(_ error: any Error, saying text: String, request: FileSaveRequest) {
    forgetQuestion()
    message = text
    request.finish(.failed(error))
  }

  private func forgetQuestion() {
    toReplace = []
    asksToReplace = false
    message = nil
  }
}
