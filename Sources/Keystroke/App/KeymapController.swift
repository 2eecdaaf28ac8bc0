import Foundation
import KeystrokeCore

/// The user's keymap file while the app runs: notices when it changes (by its modification
/// time and size) and reads it again, and checks it against the app's commands on the current
/// terminal, remembering the result until one of those changes.
@MainActor
final class KeymapController {
  /// The file's name inside the config folder.
  static let fileName = "keymap.json"

  /// The file's path, or `nil` when the app has no config folder (`--play` without
  /// `--config`).
  let path: String?
  private let access: KeymapFileAccess
  private var stamp: KeymapFileAccess.Stamp?
  private var hasLoaded = false
  /// The file as last read.
  private(set) var file = KeymapFile.empty
  /// The file checked against the catalogs of the last few screens, on their profiles.
  private var checked = RecentlyUsed<(CommandCatalog, TerminalKeyProfile), Keymap>(
    capacity: KeyMappingMemo.capacity)

  /// A controller for `keymap.json` in `directory`.
  init(directory: String?, access: KeymapFileAccess = .live) {
    path = directory.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + Self.fileName }
    self.access = access
  }

  /// The stamp ``hasChanged`` just read, kept for the ``refresh()`` that follows it (a key
  /// press checks, then its update refreshes; a folder notice checks, then the update it asks
  /// for refreshes): one stat per key, not two.
  private var observed: KeymapFileAccess.Stamp??

  /// Whether a folder watch reports every change to the file now (see
  /// ``startWatching(while:)``): then the file is looked at only after a notice, not on every
  /// key and update.
  private var isWatched: () -> Bool = { false }
  /// Whether the watch gave a notice the file has not been looked at since.
  private var hasNotice = false

  /// Notes that a folder watch reports changes to the file, through ``noteNotice()``, for as
  /// long as `isWatching` says (a watch can be lost). The file is looked at once more, for a
  /// change made before the watch began.
  func startWatching(while isWatching: @escaping () -> Bool) {
    isWatched = isWatching
    hasNotice = true
  }

  /// Notes the watch's notice that something in the file's folder changed.
  func noteNotice() { hasNotice = true }

  /// Whether the file can be taken as unchanged without looking: it was read, and the watch
  /// has said nothing since.
  private var isKnownUnchanged: Bool { !hasNotice && hasLoaded && isWatched() }

  /// Whether the file changed since it was last read (a stat, no reading; none at all while a
  /// watch has said nothing).
  var hasChanged: Bool {
    guard let path, !isKnownUnchanged else { return false }
    let current = access.stamp(path)
    observed = .some(current)
    return !hasLoaded || current != stamp
  }

  /// Drops the stamp ``hasChanged`` read, so a later ``refresh()`` looks at the file itself:
  /// called when the key press that read it is done.
  func forgetCheck() { observed = nil }

  /// Reads the file again if it changed; returns whether it did.
  @discardableResult
  func refresh() -> Bool {
    guard let path, observed != nil || !isKnownUnchanged else { return false }
    let current = observed ?? access.stamp(path)
    observed = nil
    hasNotice = false
    guard !hasLoaded || current != stamp else { return false }
    hasLoaded = true
    stamp = current
    let previous = file
    if stamp == nil {
      file = .empty
    } else {
      do {
        file = KeymapParser.parse(try access.read(path))
      } catch {
        let reason = (error as? KeymapFileAccessError)?.message ?? Self.describe(error)
        file = KeymapFile(
          diagnostics: [
            KeymapDiagnostic("cannot read the file: \(reason)", at: .init(line: 1, column: 1))
          ])
      }
    }
    if file != previous {
      checked.removeAll()
      keptWithoutEntries = nil
    }
    return file != previous
  }

  /// Changes the file with `change` (starting from its text, or from nothing when there is no
  /// file) and writes it back, then reads it again.
  ///
  /// - Returns: Why it could not be changed, or `nil` when it was.
  func edit(_ change: (inout KeymapFileEditor) throws(KeymapEditError) -> Void) -> String? {
    guard let path else {
      return "no config folder to write keymap.json to (start the app with --config DIR)"
    }
    do {
      let text = access.stamp(path) == nil ? "" : try access.read(path)
      var editor = KeymapFileEditor(text: text)
      try change(&editor)
      try access.write(path, editor.text)
    } catch let error as KeymapEditError {
      return error.description
    } catch let error as KeymapFileAccessError {
      // Read back before the change: the file is as it was.
      return "cannot change \(path): \(error.message); it was left as it is"
    } catch {
      return "cannot write \(path): \(Self.describe(error))"
    }
    // The stamp a key press read is older than this write, and the watch's notice of it may
    // not have arrived yet.
    observed = nil
    hasNotice = true
    refresh()
    return nil
  }

  /// Whether the file sets any keys (an empty or missing file sets none).
  var hasEntries: Bool { !file.entries.isEmpty }

  /// The file as a keymap when it has no entries: only its own problems, whatever the
  /// commands, so no catalog is needed.
  func keymapWithoutEntries(profile: TerminalKeyProfile) -> Keymap {
    if let kept = keptWithoutEntries, kept.profile == profile { return kept.keymap }
    let keymap = Keymap(file: file, catalog: Self.noCommands, profile: profile)
    keptWithoutEntries = (profile, keymap)
    return keymap
  }

  /// The last keymap ``keymapWithoutEntries(profile:)`` made, until the file changes.
  private var keptWithoutEntries: (profile: TerminalKeyProfile, keymap: Keymap)?

  /// The catalog a keymap without entries is checked against.
  private static let noCommands = CommandCatalog(menuBar: ResolvedMenuBar(menus: []))

  /// The file checked against `catalog` on `profile`.
  func keymap(for catalog: CommandCatalog, profile: TerminalKeyProfile) -> Keymap {
    if let kept = checked.value(where: { $0.1 == profile && $0.0 == catalog }) { return kept }
    let keymap = Keymap(file: file, catalog: catalog, profile: profile)
    checked.insert(keymap, for: (catalog, profile))
    return keymap
  }

  private static func describe(_ error: any Error) -> String {
    if error is StorageFileError || error is DocumentFileError {
      return DocumentFileError.describe(error)
    }
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let posix = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(posix.rawValue))
    }
    return nsError.localizedDescription
  }
}
