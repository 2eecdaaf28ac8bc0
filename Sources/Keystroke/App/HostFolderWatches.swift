/// The folder watches one host's app started (``AppEnvironment/watchFolder(_:onChange:)``).
///
/// A host on the real clock asks the system for each (``NearestFolderWatch``), so a change
/// made by another program reaches the app while it waits for input, and an idle app uses no
/// CPU; the handler runs at each notice and once more a quarter second after the last. A headless host (`--play`, `TestHost`) asks the system for nothing: it keeps the
/// handlers and runs them only in ``deliver()``, so what a played script shows never depends
/// on what other programs do meanwhile.
@MainActor
final class HostFolderWatches {
  private let isVirtual: Bool
  /// The handlers of a headless host's watches, by id, in the order they started.
  private var handlers: [(id: Int, onChange: @MainActor () -> Void)] = []
  private var nextID = 0

  /// Watches started by the system, or held for ``deliver()`` when `isVirtual`.
  init(isVirtual: Bool) { self.isVirtual = isVirtual }

  /// How long after the last system notice a watch's handler runs once more, for a writer
  /// whose change becomes visible after its last write to the folder (see
  /// ``QuietPeriodTimer``).
  static let settleDelay = 0.25

  /// How many headless watches are kept.
  var heldCount: Int { handlers.count }

  /// Starts a watch on `folder` whose notices run `onChange`.
  func watch(folder: String, onChange: @escaping @MainActor @Sendable () -> Void)
    -> FolderChangeWatch
  {
    guard isVirtual else {
      let settled = QuietPeriodTimer(delay: Self.settleDelay, action: onChange)
      let system = NearestFolderWatch(folder: folder.isEmpty ? "." : folder) {
        onChange()
        settled.arm()
      }
      return FolderChangeWatch(folder: folder, systemWatch: system, settled: settled)
    }
    nextID += 1
    let id = nextID
    handlers.append((id, onChange))
    return FolderChangeWatch(folder: folder) { [weak self] in
      self?.handlers.removeAll { $0.id == id }
    }
  }

  /// Runs the handler of every headless watch once, as a notice from the system would, in the
  /// order the watches started; returns how many ran. A handler that stops a watch (its own
  /// or a later one) is respected: a stopped watch's handler does not run.
  @discardableResult
  func deliver() -> Int {
    var ran = 0
    for id in handlers.map(\.id) {
      guard let handler = handlers.first(where: { $0.id == id }) else { continue }
      handler.onChange()
      ran += 1
    }
    return ran
  }
}
