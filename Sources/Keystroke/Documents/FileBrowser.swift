import Foundation

/// The state of the file picker: the folder shown, its entries, the highlighted one, and the
/// path typed in its path field.
///
/// Keys (while the list has focus): ↑/↓ move, Page Up/Page Down move by the rows shown,
/// Home/End jump, typed letters highlight the next entry they start (type-select), Return or →
/// opens the highlighted folder or file, Backspace or ← goes to the parent folder. Typing in
/// an empty folder, or a `/` or `~` that starts no entry's name, goes to the path field
/// instead. The path field takes a path (absolute, `~/…`, or relative to the folder shown);
/// Return there opens it.
@MainActor
final class FileBrowser {
  /// One entry of the folder shown.
  struct Entry: Equatable {
    /// The file or folder name.
    var name: String
    /// Whether it is a folder.
    var isDirectory: Bool
  }

  /// What a key asked the picker to do.
  enum Outcome: Equatable {
    /// Nothing beyond moving or changing folder (the picker stays).
    case stay
    /// Open this file.
    case open(URL)
    /// Text typed into the list that is the start of a name or path for the path field: any
    /// letter in an empty folder, or a `/` or `~` that starts no entry's name.
    case typePath(String)
    /// The key was not the picker's.
    case ignored
  }

  /// The folder shown.
  private(set) var directory: URL
  /// Its entries: folders first, then files, each by name; hidden entries left out.
  private(set) var entries: [Entry] = []
  /// The highlighted entry.
  private(set) var selection = 0
  /// Why the folder could not be listed, if it could not.
  private(set) var problem: String?
  /// The text of the path field.
  var typedPath = ""
  /// The first entry shown, so the selection stays in view.
  var scroll = 0
  /// How many entries the list showed last, which Page Up and Page Down move by.
  private var shownRows = 10
  /// The letters typed into the list since its last other key, which type-select looks for.
  private var typed = ""
  /// The folder `~` stands for in the path field.
  let homeDirectory: String?

  init(directory: URL, homeDirectory: String? = nil) {
    self.directory = directory.standardizedFileURL
    self.homeDirectory = homeDirectory
    reload()
  }

  /// Lists the folder again.
  func reload() {
    typed = ""
    do {
      entries = try Self.listing(of: directory)
      problem = nil
    } catch {
      entries = []
      problem = "Cannot list \(directory.path): \(DocumentFileError.describe(error))"
    }
    selection = min(selection, max(0, entries.count - 1))
  }

  /// The entries of a folder: folders first, then files, each sorted by name, without hidden
  /// entries.
  static func listing(of directory: URL) throws -> [Entry] {
    let manager = FileManager.default
    let names = try manager.contentsOfDirectory(atPath: directory.path)
    // The paths are joined as text: `URL.appendingPathComponent` looks at the file on disk to
    // decide whether it names a folder, a second `stat` per entry beside `fileExists`.
    let folder = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
    let entries = names.filter { !$0.hasPrefix(".") }.map { name -> Entry in
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: folder + name, isDirectory: &isDirectory)
      return Entry(name: name, isDirectory: isDirectory.boolValue)
    }
    // Each name's order key is worked out once (see `FileNameOrder`).
    return entries.map { (entry: $0, key: FileNameOrder($0.name)) }
      .sorted {
        $0.entry.isDirectory != $1.entry.isDirectory ? $0.entry.isDirectory : $0.key < $1.key
      }
      .map(\.entry)
  }

  /// The entries a window of `rows` shows: it moves only as far as keeps the highlighted entry
  /// in it, and never past the end.
  func shownRange(rows: Int) -> Range<Int> {
    shownRows = rows
    if selection < scroll { scroll = selection }
    if selection >= scroll + rows { scroll = selection - rows + 1 }
    scroll = max(0, min(scroll, entries.count - rows))
    return scroll..<min(entries.count, scroll + rows)
  }

  /// The highlighted entry, if any.
  var selectedEntry: Entry? { entries.indices.contains(selection) ? entries[selection] : nil }

  /// Handles a key pressed while the list has focus.
  func handleListKey(_ key: KeyPress) -> Outcome {
    guard key.modifiers.subtracting(.shift).isEmpty else { return .ignored }
    let typed = self.typed
    self.typed = ""
    if key.isTyping, key.key != .space || !typed.isEmpty {
      let found = select(startingWith: key.characters, after: typed)
      // Typing that could highlight nothing in an empty folder, or a `/` or `~` that starts no
      // name, begins a path for the path field instead of being dropped.
      if !found, typed.isEmpty,
        entries.isEmpty || key.characters.hasPrefix("/") || key.characters.hasPrefix("~")
      {
        return .typePath(key.characters)
      }
      return .stay
    }
    switch key.key {
    case .upArrow:
      selection = max(0, selection - 1)
    case .downArrow:
      selection = min(max(0, entries.count - 1), selection + 1)
    case .pageUp:
      selection = max(0, selection - max(1, shownRows))
    case .pageDown:
      selection = min(max(0, entries.count - 1), selection + max(1, shownRows))
    case .home:
      selection = 0
    case .end:
      selection = max(0, entries.count - 1)
    case .return, .rightArrow:
      guard let entry = selectedEntry else { return .stay }
      let url = directory.appendingPathComponent(entry.name)
      if entry.isDirectory {
        enter(url)
      } else if key.key == .return {
        return .open(url)
      }
    case .delete, .leftArrow:
      goUp()
    default:
      return .ignored
    }
    return .stay
  }

  /// Space right after letters typed into the list: when an entry's name goes on with a space
  /// after them (`march 2` after `march`), the search goes on and the highlight moves there;
  /// says whether it did. Otherwise the search ends and Space is the caller's (a chooser of
  /// several files marks with it).
  func continueSearch(withSpace key: KeyPress) -> Bool {
    let typed = self.typed
    self.typed = ""
    guard key.key == .space, key.modifiers.isEmpty, !typed.isEmpty,
      let found = TypeSelect.find(
        " ", after: typed, from: selection, count: entries.count, restarting: false,
        title: { entries[$0].name })
    else { return false }
    selection = found.index
    self.typed = found.typed
    return true
  }

  /// Type-select (see `TypeSelect`): highlights the entry `text`, typed after `typed`, leads
  /// to; says whether there was one.
  private func select(startingWith text: String, after typed: String) -> Bool {
    guard
      let found = TypeSelect.find(
        text, after: typed, from: selection, count: entries.count,
        title: { entries[$0].name })
    else { return false }
    selection = found.index
    self.typed = found.typed
    return true
  }

  /// The first of `candidates` that is a folder now, else the working directory: a chooser
  /// asked to start in a folder not made yet (the app's document folder before its first
  /// save) starts where the app was run instead of in an error.
  static func firstFolder(among candidates: [URL?]) -> URL {
    for case let url? in candidates {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      {
        return url
      }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  /// Opens the typed path: a folder is shown, a file is opened.
  func submitTypedPath() -> Outcome {
    let text = typedPath.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return .stay }
    let url = Self.resolve(text, relativeTo: directory, home: homeDirectory)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      enter(url)
      typedPath = ""
      return .stay
    }
    return .open(url)
  }

  /// Shows the parent folder, with the folder just left highlighted.
  func goUp() {
    let parent = directory.deletingLastPathComponent().standardizedFileURL
    guard parent.path != directory.path else { return }
    let left = directory.lastPathComponent
    directory = parent
    selection = 0
    scroll = 0
    reload()
    selection = entries.firstIndex { $0.name == left } ?? 0
  }

  /// Shows a folder.
  func enter(_ url: URL) {
    directory = url.standardizedFileURL
    selection = 0
    scroll = 0
    reload()
  }

  /// A typed path as a file URL: absolute, under `home` (`~` or `~/…`, as shells expand it;
  /// taken literally when no home is known), or relative to `base`.
  static func resolve(_ path: String, relativeTo base: URL, home: String?) -> URL {
    if let home, path == "~" || path.hasPrefix("~/") {
      return URL(fileURLWithPath: home + path.dropFirst()).standardizedFileURL
    }
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
    return base.appendingPathComponent(path).standardizedFileURL
  }
}
