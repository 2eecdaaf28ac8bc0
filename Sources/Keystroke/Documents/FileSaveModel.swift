import Foundation

/// What a save sheet keeps while it is up: the folder browser, the name typed, the type
/// chosen, the message about the last attempt, its failure, and the targets the user was
/// asked about replacing.
///
/// The sheet ends once: a failed attempt is shown, not reported; the outcome (the files
/// placed, or the last failure when the user gives up after one) goes to the request when
/// the sheet closes, and nothing after it.
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
  /// Which of the request's content types the files are written as.
  @Published private(set) var typeIndex = 0
  /// The targets the user was told exist; saving again to exactly these replaces them.
  private var toReplace: [String] = []
  /// The error of the last failed attempt, reported if the user gives up after it.
  private var failure: (any Error)?
  /// Whether the outcome went to the request: the sheet is closing, and takes no more.
  private(set) var isFinished = false

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

  /// The type the files are written as, if the request has any.
  func chosenType(for request: FileSaveRequest) -> UTType? {
    request.contentTypes.indices.contains(typeIndex) ? request.contentTypes[typeIndex] : nil
  }

  /// The names the files get: the typed name for a single export (with the chosen type's
  /// extension when it has none), else the items' names in the chosen type.
  func names(for request: FileSaveRequest) -> [String] {
    let type = chosenType(for: request)
    guard request.asksForName else {
      return request.items.map {
        FileSaveNaming.retyped($0.name, to: type, among: request.contentTypes)
      }
    }
    return [FileSaveNaming.completed(name(for: request), for: type)]
  }

  /// Takes the name the user typed; an extension of another offered type chooses that type.
  func type(name: String, for request: FileSaveRequest) {
    typedName = name
    if let index = FileSaveNaming.typeIndex(of: name, among: request.contentTypes) {
      typeIndex = index
    }
  }

  /// Chooses the type at `index` of the request's types, giving a single export's name that
  /// type's extension when it had another offered type's.
  func chooseType(_ index: Int, for request: FileSaveRequest) {
    guard request.contentTypes.indices.contains(index) else { return }
    typeIndex = index
    if request.asksForName {
      typedName = FileSaveNaming.retyped(
        name(for: request), to: request.contentTypes[index], among: request.contentTypes)
    }
    forgetQuestion()
  }

  /// Closes the sheet as the user asked: with the last failure if an attempt failed, else as
  /// cancelled.
  func cancel(request: FileSaveRequest) {
    finish(failure.map { .failed($0) } ?? .cancelled, request: request)
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
    // The name field is a Tab away; typing in the list only searches it.
    case .stay, .typePath: return true
    case .open(let url):
      if request.asksForName { typedName = url.lastPathComponent }
      save(request: request)
      return true
    }
  }

  /// Places the files in the folder shown: refuses a bad name, asks before replacing anything
  /// (saving again to the same targets replaces), then writes or moves each file.
  func save(request: FileSaveRequest) {
    guard let browser, !isFinished else { return }
    guard !request.items.isEmpty else {
      message = request.moving ? "There is no file to move." : "There is nothing to export."
      return
    }
    let folder = browser.directory.path
    // Writing would make a folder that vanished while the sheet was up again; say so instead.
    guard SystemCalls.isDirectory(folder) else {
      let reason = "The folder \(folder) no longer exists; choose another."
      return fail(
        FileSaveFailure.missingFolder(folder, reason: reason), saying: reason)
    }
    let chosen = names(for: request)
    for candidate in chosen {
      if let problem = FileSaveNaming.problem(with: candidate) {
        return fail(
          FileSaveFailure.invalidName(candidate, in: folder, reason: problem), saying: problem)
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
          FileSaveFailure.refused(target, reason: reason), saying: reason)
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
    let type = chosenType(for: request)
    for (index, item) in request.items.enumerated() {
      let target = targets[index]
      if !skipped.contains(index) {
        do {
          try place(item, at: target, as: type, replacing: confirmed)
        } catch {
          let failure = FileSaveFailure.failed(error, path: target)
          return fail(failure.error, saying: failure.message)
        }
      }
      placed.append(URL(fileURLWithPath: target))
    }
    forgetQuestion()
    finish(.placed(placed), request: request)
  }

  private func place(
    _ item: FileSaveRequest.Item, at target: String, as type: UTType?, replacing: Bool
  ) throws {
    switch item.source {
    case .bytes(let make):
      try FilePlacement.write(try make(type), to: target, replacing: replacing)
    case .file(let url):
      try FilePlacement.move(url.path, to: target, replacing: replacing)
    }
  }

  private func isSource(_ item: FileSaveRequest.Item, at target: String) -> Bool {
    guard case .file(let url) = item.source else { return false }
    return url.standardizedFileURL.path == URL(fileURLWithPath: target).standardizedFileURL.path
  }

  /// Shows why an attempt failed and keeps its error for when the user gives up; the sheet
  /// stays up for another name or folder.
  private func fail(_ error: any Error, saying text: String) {
    forgetQuestion()
    message = text
    failure = error
  }

  /// Hands the request its outcome, the first time only.
  private func finish(_ outcome: FileSaveRequest.Outcome, request: FileSaveRequest) {
    guard !isFinished else { return }
    isFinished = true
    request.finish(outcome)
  }

  private func forgetQuestion() {
    toReplace = []
    asksToReplace = false
    message = nil
  }
}
