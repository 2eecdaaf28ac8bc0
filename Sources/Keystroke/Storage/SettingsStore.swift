import Foundation
import Synchronization

/// One app's settings: a JSON object in one file, read once and then served from memory, and
/// saved atomically (see ``AtomicFileWriter``).
///
/// When a change is saved depends on ``quietPeriod``. Without one, a change is on disk when
/// ``setValue(_:forKey:)`` returns. With one, a change made while a host works only marks the
/// store dirty: the host's ``HostSettingsSaves`` writes the file once that many seconds pass
/// with no further change (on the host's clock), and at once when the app quits or is
/// suspended (``saveChanges()``); a change made outside every host is saved at once. A change
/// to a value that is already stored writes nothing. Changes raise the invalidation flag of
/// every view graph that linked an `@AppStorage` to the key, so the views that show it update.
///
/// A save reads the file again first and writes back what it holds with this store's changes
/// over it: the keys changed since the store last read or wrote the file take this store's
/// values, and every other key keeps what is on disk, so two copies of an app running at once
/// keep each other's settings. What the save wrote is then what the store serves.
///
/// The file is never overwritten with less than it held. Keys the app does not know are kept.
/// A value of the wrong type for its `@AppStorage` is reported and the default is used; the
/// stored value stays until the user changes that setting. A file that is not a JSON object is
/// renamed to `settings.json.corrupt-<UTC timestamp>` and the store starts empty (if the rename
/// fails, the store keeps changes in memory only). A file that cannot be read is left alone and
/// changes are kept in memory only. A change that would make the file bigger than
/// ``sizeLimit`` (which a later launch would refuse to read) is kept in memory and not saved.
/// A file that became unreadable before a save is left alone and the changes wait in memory;
/// one that became damaged is moved aside as above and the store's values are saved in its
/// place. Each of these adds a message naming the file to ``problems``, for the app to show.
package final class SettingsStore: Sendable {
  /// The settings file.
  package let path: String
  /// How many seconds a store changed in a host waits for quiet before it saves; `nil` saves
  /// every change at once.
  package let quietPeriod: Double?
  private let clock: @Sendable () -> Date
  private let state = Mutex(State())
  /// Held across a whole save (read again, merge, write) so saves reach the disk in order.
  private let saving = Mutex(())

  /// Files bigger than this are not read (16 MiB).
  package static let sizeLimit = 16 << 20

  private struct State {
    var isLoaded = false
    var values: [String: SettingsValue] = [:]
    var canWrite = true
    var problems: [String] = []
    var observers: [String: [WeakInvalidation]] = [:]
    var generation = 0
    /// The keys changed since the file was last read or written, which the next save writes.
    var changed: Set<String> = []

    mutating func report(_ problem: String) {
      if !problems.contains(problem) { problems.append(problem) }
    }
  }

  /// How long an app's store waits for quiet before it saves (see ``quietPeriod``).
  package static let appQuietPeriod = 0.5

  /// A store for the file at `path`; `clock` stamps the names of files moved aside, and
  /// `quietPeriod` says when changes are saved (at once when `nil`).
  package init(
    path: String, clock: @escaping @Sendable () -> Date = { Date() }, quietPeriod: Double? = nil
  ) {
    self.path = path
    self.clock = clock
    self.quietPeriod = quietPeriod
  }

  /// The store for `appName` at its standard location (see ``SettingsLocation``), or in
  /// `storeDirectory` when one is given; it saves after ``appQuietPeriod`` of quiet.
  package convenience init(
    appName: String, storeDirectory: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.init(
      path: SettingsLocation.settingsPath(
        appName: appName, environment: environment, storeDirectory: storeDirectory,
        homeDirectory: NSHomeDirectory()),
      quietPeriod: Self.appQuietPeriod)
  }

  /// A store in a new, empty temporary directory (for headless runs without `--store`).
  package static func temporary() throws(StorageFileError) -> SettingsStore {
    let directory = try SystemCalls.makeTemporaryDirectory(prefix: "keystroke-settings")
    return SettingsStore(path: directory + "/" + SettingsLocation.fileName)
  }

  // MARK: The current store

  private static let shared = Mutex<SettingsStore?>(nil)

  /// The store `@AppStorage` uses when the environment names none: the settings of the host
  /// at work (see ``HostContext``); outside every host, the one set with ``setCurrent(_:)``
  /// (the App runner does, with its app name and `--store`), or else the store for the
  /// executable's name at the standard location.
  package static var current: SettingsStore {
    AppEnvironment.current?.settingsStore ?? processDefault
  }

  /// The store outside every host: the one set with ``setCurrent(_:)``, or else the store for
  /// the executable's name at the standard location. New hosts take it by default.
  package static var processDefault: SettingsStore {
    shared.withLock { current in
      if let current { return current }
      let store = SettingsStore(appName: ProcessInfo.processInfo.processName)
      current = store
      return store
    }
  }

  /// Makes `store` the store outside every host, which new hosts take by default.
  package static func setCurrent(_ store: SettingsStore) {
    shared.withLock { $0 = store }
  }

  // MARK: Reading and writing

  /// Messages about the file (unreadable, corrupt, moved aside, values of the wrong type,
  /// failed saves), each naming the file, in the order they arose.
  package var problems: [String] {
    state.withLock { state in
      load(&state)
      return state.problems
    }
  }

  /// The messages reported so far, without reading the file if nothing has needed it yet (so
  /// an app that declares no `@AppStorage` never touches its settings file).
  package var reportedProblems: [String] { state.withLock { $0.problems } }

  /// A number that changes whenever a value changes.
  package var generation: Int { state.withLock { $0.generation } }

  /// Whether changes are being saved (false while an unreadable or corrupt file is in place).
  package var isSaving: Bool {
    state.withLock { state in
      load(&state)
      return state.canWrite
    }
  }

  /// The stored value for `key`.
  package func value(forKey key: String) -> SettingsValue? {
    state.withLock { state in
      load(&state)
      return state.values[key]
    }
  }

  /// Whether changes are waiting to be saved.
  package var hasUnsavedChanges: Bool { state.withLock { !$0.changed.isEmpty } }

  /// Stores `value` for `key` (`nil` removes the key), updates the views that read the key,
  /// and saves the file: at once, or after the quiet period (see ``quietPeriod``). Saving
  /// failures are added to ``problems``.
  package func setValue(_ value: SettingsValue?, forKey key: String) {
    guard let quietPeriod, let context = AppEnvironment.current else {
      saving.withLock { _ in
        guard let flags = record(value, forKey: key) else { return }
        writeChanges()
        for flag in flags { flag.raise() }
      }
      return
    }
    guard let flags = record(value, forKey: key) else { return }
    for flag in flags { flag.raise() }
    MainThread.run {
      context.settingsSaves.changed(self, quietPeriod: quietPeriod, at: context.now)
    }
  }

  /// Writes the changes not yet saved, if any, now (see the type's notes on saving).
  package func saveChanges() {
    saving.withLock { _ in writeChanges() }
  }

  /// Keeps `value` for `key` in memory and marks the key changed; returns the flags of the
  /// views to update, or `nil` when the value was already stored.
  private func record(_ value: SettingsValue?, forKey key: String) -> [InvalidationFlag]? {
    state.withLock { state in
      load(&state)
      guard state.values[key] != value else { return nil }
      state.values[key] = value
      state.changed.insert(key)
      state.generation += 1
      return state.observers[key]?.compactMap(\.flag) ?? []
    }
  }

  /// The value for `key` as `codec` reads it; `nil` if it is missing or has the wrong type (which
  /// is reported).
  func value<Value>(forKey key: String, as codec: SettingsCodec<Value>) -> Value? {
    guard let stored = value(forKey: key) else { return nil }
    if let value = codec.decode(stored) { return value }
    state.withLock {
      $0.report(
        "The settings file \(path) holds \(stored.summary) for \"\(key)\" where "
          + "\(codec.expected) was expected; the default is used until the setting is changed.")
    }
    return nil
  }

  /// Stores `value` for `key` as `codec` writes it.
  func set<Value>(_ value: Value, forKey key: String, as codec: SettingsCodec<Value>) {
    let stored: SettingsValue?
    do {
      stored = try codec.encode(value)
    } catch {
      state.withLock {
        $0.report("The value for \"\(key)\" could not be stored in \(path): \(error)")
      }
      return
    }
    setValue(stored, forKey: key)
  }

  /// Makes changes to `key` raise `flag`. The store holds the flag weakly.
  func addObserver(_ flag: InvalidationFlag, forKey key: String) {
    state.withLock { state in
      var list = state.observers[key, default: []].filter { $0.flag != nil }
      if !list.contains(where: { $0.flag === flag }) { list.append(WeakInvalidation(flag: flag)) }
      state.observers[key] = list
    }
  }

  // MARK: The file

  /// Saves the changed keys over what the file holds now; call with `saving` held.
  private func writeChanges() {
    let pending = state.withLock { state -> SettingsChanges? in
      guard state.isLoaded, state.canWrite, !state.changed.isEmpty else { return nil }
      return SettingsChanges(
        values: state.values,
        changed: Dictionary(uniqueKeysWithValues: state.changed.map { ($0, state.values[$0]) }))
    }
    guard let pending else { return }
    let reported = state.withLock { $0.problems.count }
    guard var merged = fileForSaving(held: pending.values) else {
      showProblems(since: reported, keys: pending.changed.keys)
      return
    }
    for (key, value) in pending.changed { merged[key] = value }
    guard save(merged) else {
      showProblems(since: reported, keys: pending.changed.keys)
      return
    }
    let flags = state.withLock { state -> [InvalidationFlag] in
      // A key changed again while the file was written stays changed for the next save.
      for (key, value) in pending.changed where state.values[key] == value {
        state.changed.remove(key)
      }
      // What another copy of the app saved is what this one serves from now on.
      var adopted: [String] = []
      for key in Set(merged.keys).union(state.values.keys)
      where !state.changed.contains(key) && state.values[key] != merged[key] {
        state.values[key] = merged[key]
        adopted.append(key)
      }
      guard !adopted.isEmpty else { return [] }
      state.generation += 1
      return adopted.flatMap { state.observers[$0]?.compactMap(\.flag) ?? [] }
    }
    for flag in flags { flag.raise() }
  }

  /// Updates the views that read `keys` when a save reported a problem after the first
  /// `count`: a save that waited for quiet runs after their last update, and the app shows
  /// settings problems when it updates.
  private func showProblems(since count: Int, keys: some Sequence<String>) {
    let flags = state.withLock { state -> [InvalidationFlag] in
      guard state.problems.count > count else { return [] }
      return keys.flatMap { state.observers[$0]?.compactMap(\.flag) ?? [] }
    }
    for flag in flags { flag.raise() }
  }

  /// What the file holds now, for a save to write its changes over: empty when there is no
  /// file, `held` (the store's values) when the file was damaged meanwhile and could be moved
  /// aside, `nil` when it cannot be read or moved aside (the file is left alone and the
  /// changes wait). Problems are reported.
  private func fileForSaving(held: [String: SettingsValue]) -> [String: SettingsValue]? {
    let bytes: [UInt8]?
    do {
      bytes = try SystemCalls.readFile(path, limit: Self.sizeLimit)
    } catch {
      report(
        "Settings were not saved to \(path): reading it again before saving failed "
          + "(\(error.reason)). It is left as it is; changes are kept until a later save succeeds "
          + "or the app quits.")
      return nil
    }
    guard let bytes else { return [:] }
    switch SettingsDocument.parse(bytes) {
    case .success(let values):
      return values
    case .failure(let failure):
      do {
        let aside = try moveAside()
        report(
          "The settings file \(path) \(failure.reason) when it was read again before saving. It "
            + "was renamed to \(aside) so nothing is lost, and this app's settings were saved in "
            + "its place.")
        return held
      } catch {
        report(
          "Settings were not saved to \(path): it \(failure.reason) and could not be moved aside "
            + "(\(error.reason)). It is left as it is; changes are kept until a later save "
            + "succeeds or the app quits.")
        return nil
      }
    }
  }

  /// Adds `problem` to ``problems``.
  private func report(_ problem: String) {
    state.withLock { $0.report(problem) }
  }

  /// Writes `values` to the file; returns whether it did (a failure is reported).
  private func save(_ values: [String: SettingsValue]) -> Bool {
    do {
      let bytes = try SettingsDocument.encode(values)
      // A file the next launch would refuse to read would leave every setting at its
      // default: the change stays in memory and the last file is kept.
      guard bytes.count <= Self.sizeLimit else {
        report(
          "Settings were not saved to \(path): they would take \(bytes.count >> 20) MiB, over "
            + "the \(Self.sizeLimit >> 20) MiB a settings file may hold; the last saved file is "
            + "kept.")
        return false
      }
      try AtomicFileWriter.write(bytes, to: path)
      return true
    } catch let error as StorageFileError {
      report("Settings could not be saved: \(error).")
    } catch {
      report("Settings could not be saved to \(path): \(error).")
    }
    return false
  }

  private func load(_ state: inout State) {
    guard !state.isLoaded else { return }
    state.isLoaded = true
    let bytes: [UInt8]?
    do {
      bytes = try SystemCalls.readFile(path, limit: Self.sizeLimit)
    } catch {
      state.canWrite = false
      state.report(
        "The settings file \(path) could not be read (\(error.reason)). It is left as it is; "
          + "settings start from their defaults and changes are kept only until the app quits.")
      return
    }
    guard let bytes else { return }
    switch SettingsDocument.parse(bytes) {
    case .success(let values):
      state.values = values
    case .failure(let failure):
      do {
        let aside = try moveAside()
        state.report(
          "The settings file \(path) \(failure.reason). It was renamed to \(aside) so nothing "
            + "is lost; settings start from their defaults and are saved to a new file.")
      } catch {
        state.canWrite = false
        state.report(
          "The settings file \(path) \(failure.reason). It could not be moved aside "
            + "(\(error.reason)), so it is left as it is; settings start from their defaults "
            + "and changes are kept only until the app quits.")
      }
    }
  }

  /// Renames the file to `settings.json.corrupt-<timestamp>` (adding `-2`, `-3`, … if taken).
  private func moveAside() throws(StorageFileError) -> String {
    let base = "\(path).corrupt-\(Self.timestamp(clock()))"
    var attempt = 1
    while true {
      let target = attempt == 1 ? base : "\(base)-\(attempt)"
      do {
        try SystemCalls.renameWithoutReplacing(path, to: target)
        try SystemCalls.syncDirectory(SystemCalls.parentDirectory(of: path), for: path)
        return target
      } catch  where error.code == SystemCalls.fileExists && attempt < 100 {
        attempt += 1
      }
    }
  }

  /// `date` as `yyyyMMddTHHmmssZ` in UTC.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T"
      + "\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
  }
}

/// What a save takes from the locked state: every value held, and the changed keys' values
/// (`nil` for a removed key).
private struct SettingsChanges {
  let values: [String: SettingsValue]
  let changed: [String: SettingsValue?]
}

/// A weak reference to a graph's invalidation flag.
private struct WeakInvalidation {
  weak var flag: InvalidationFlag?
}
