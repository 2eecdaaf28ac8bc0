import Foundation

/// The state of the file picker: the folder shown, its entries, the highlighted one, and the
/// path typed in its path field.
///
/// Keys (while the list has focus): ↑/↓ move, Home/End jump, Return or → opens the highlighted
/// folder or file, Backspace or ← goes to the parent folder. The path field takes a path
/// (absolute, `~/…`, or relative to the folder shown); Return there opens it.
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
  /// The folder `~` stands for in the path field.
  let homeDirectory: String?

  init(directory: URL, homeDirectory: String? = nil) {
    self.directory = directory.standardizedFileURL
    self.homeDirectory = homeDirectory
    reload()
  }

  /// Lists the folder again.
  func reload() {
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
    let entries = names.filter { !$0.hasPrefix(".") }.map { name -> Entry in
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(
        atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
      return Entry(name: name, isDirectory: isDirectory.boolValue)
    }
    return entries.sorted {
      $0.isDirectory != $1.isDirectory
        ? $0.isDirectory : $0.name.localizedStandardCompare($1.name) == .orderedAscending
    }
  }

  /// The entries a window of `rows` shows: it moves only as far as keeps the highlighted entry
  /// in it, and never past the end.
  func shownRange(rows: Int) -> Range<Int> {
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
    switch key.key {
    case .upArrow:
      selection = max(0, selection - 1)
    case .downArrow:
      selection = min(max(0, entries.count - 1), selection + 1)
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
