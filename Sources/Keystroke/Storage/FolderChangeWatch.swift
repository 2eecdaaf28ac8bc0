/// A watch on one folder, started with ``AppEnvironment/watchFolder(_:onChange:)``: while it is
/// kept, its handler runs on the main actor after a file in the folder is written, created,
/// replaced or removed, by this program or any other.
///
/// The handler is not told which file changed or who changed it. It looks again at what it
/// cares about, cheaply (a database compares SQLite's `PRAGMA data_version`, a settings file
/// its size and modification time), which also lets it ignore its own program's writes.
/// Release the watch, or call ``cancel()``, to stop it.
@MainActor
public final class FolderChangeWatch {
  /// The folder whose changes are reported.
  public let folder: String
  /// The system's watch, in a terminal run.
  private var systemWatch: NearestFolderWatch?
  /// Removes the handler from its headless host, which delivers its notices.
  private var detach: (@MainActor () -> Void)?

  /// The handler's run once the folder has been quiet after the system's last notice.
  private var settled: QuietPeriodTimer?

  /// A watch the system drives: `systemWatch`, or `nil` where the system gives no notices,
  /// with `settled` running the handler again after the last notice.
  init(folder: String, systemWatch: NearestFolderWatch?, settled: QuietPeriodTimer) {
    self.folder = folder
    self.systemWatch = systemWatch
    self.settled = settled
  }

  /// A watch a headless host drives; `detach` forgets its handler.
  init(folder: String, detach: @escaping @MainActor () -> Void) {
    self.folder = folder
    self.detach = detach
  }

  /// Whether notices come: `false` where the system gives none (no inotify, or its limits
  /// reached) and after ``cancel()``. The app then has to look for changes itself, for
  /// instance before its commands act.
  ///
  /// In a headless host (`--play`, `TestHost`) this is `true` until cancelled: the host holds
  /// the notices back and delivers them when it is told to (see
  /// ``AppEnvironment/watchFolder(_:onChange:)``).
  public var isWatching: Bool { systemWatch?.isWatching == true || detach != nil }

  /// Stops the watch: the handler runs no more.
  public func cancel() {
    systemWatch = nil
    settled?.cancel()
    settled = nil
    detach?()
    detach = nil
  }

  isolated deinit {
    settled?.cancel()
    detach?()
  }
}
