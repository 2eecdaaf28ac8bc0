import Foundation

/// What a file chooser keeps while it is up: the folder browser, the marked files, the typed
/// path and a message about the last choice that failed.
@MainActor
final class FileImportModel: ObservableObject {
  private var browser: FileBrowser?
  /// The files marked for a multiple selection, in the order they were marked.
  @Published private(set) var marked: [URL] = []
  /// The path field's text.
  @Published var typedPath = ""
  /// Why the last choice could not be made.
  @Published private(set) var message: String?

  nonisolated init() {}

  /// The folder browser, made on first use in `start` (worked out only then).
  func browser(start: @autoclosure () -> URL, home: String?) -> FileBrowser {
    if let browser { return browser }
    let made = FileBrowser(directory: start(), homeDirectory: home)
    browser = made
    return made
  }

  /// What a key on the list did.
  enum KeyUse: Equatable {
    /// It was not the list's.
    case ignored
    /// The list used it.
    case handled
    /// It began a path, now in ``typedPath``: the path field should take focus.
    case beganPath
  }

  /// Handles a key on the list: the browser's keys, and Space to mark a file when several may
  /// be chosen (unless it goes on with a name being typed).
  func handle(_ key: KeyPress, request: FileImportRequest) -> KeyUse {
    guard let browser else { return .ignored }
    if key.key == .space, key.modifiers.isEmpty, request.allowsMultiple {
      if browser.continueSearch(withSpace: key) {
        objectWillChange.send()
        return .handled
      }
      guard let entry = browser.selectedEntry, !entry.isDirectory else { return .handled }
      toggleMark(browser.directory.appendingPathComponent(entry.name), request: request)
      return .handled
    }
    let outcome = browser.handleListKey(key)
    // The browser is not observed: what it changed is drawn by building the sheet again.
    if outcome != .ignored { objectWillChange.send() }
    switch outcome {
    case .ignored: return .ignored
    case .stay: return .handled
    case .open(let url):
      if request.allowsMultiple, !marked.isEmpty {
        request.finish(marked)
      } else {
        choose([url], request: request)
      }
      return .handled
    case .typePath(let text):
      typedPath += text
      return .beganPath
    }
  }

  /// Chooses the marked files, else the highlighted file.
  func choose(request: FileImportRequest) {
    if request.allowsMultiple, !marked.isEmpty {
      request.finish(marked)
      return
    }
    guard let browser, let entry = browser.selectedEntry, !entry.isDirectory else { return }
    choose([browser.directory.appendingPathComponent(entry.name)], request: request)
  }

  /// Whether Open has something to choose.
  func canChoose(request: FileImportRequest) -> Bool {
    if request.allowsMultiple, !marked.isEmpty { return true }
    guard let browser, let entry = browser.selectedEntry, !entry.isDirectory else { return false }
    return request.allows(browser.directory.appendingPathComponent(entry.name))
  }

  /// Opens the typed path: a folder is shown, an existing allowed file is chosen.
  func submitTypedPath(request: FileImportRequest) {
    guard let browser else { return }
    browser.typedPath = typedPath
    if case .open(let url) = browser.submitTypedPath() {
      guard FileManager.default.fileExists(atPath: url.path) else {
        message = "No file at \(url.path)"
        return
      }
      choose([url], request: request)
    } else {
      typedPath = browser.typedPath
      message = nil
      objectWillChange.send()
    }
  }

  private func choose(_ urls: [URL], request: FileImportRequest) {
    guard urls.allSatisfy(request.allows) else {
      message = "\(urls[0].lastPathComponent) is not a kind of file this can open"
      return
    }
    message = nil
    request.finish(urls)
  }

  private func toggleMark(_ url: URL, request: FileImportRequest) {
    if let index = marked.firstIndex(of: url) {
      marked.remove(at: index)
    } else if request.allows(url) {
      marked.append(url)
    } else {
      message = "\(url.lastPathComponent) is not a kind of file this can open"
    }
  }
}
