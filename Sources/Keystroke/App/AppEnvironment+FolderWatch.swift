extension AppEnvironment {
  /// Starts watching `folder` for changes made by any program: after a file in it is written,
  /// created, replaced or removed, `onChange` runs on the main actor, with the context of the
  /// host that started the watch (so ``now`` and ``storeDirectory`` answer as they did).
  /// Keep the returned watch for as long as the handler should run.
  ///
  /// Use it to follow a data file that another copy of the app (another terminal) may change:
  /// watch the file's folder, and in the handler look at the file again and reload it if it
  /// really changed. Several notices may come for one change, and notices come for the app's
  /// own writes too.
  ///
  /// In a terminal run the system tells of changes (inotify on Linux) without polling, so an
  /// idle app uses no CPU. The handler runs at each notice and once more a quarter second
  /// after the last, for a writer whose change becomes visible only after its last write to
  /// the folder (SQLite in WAL mode publishes a commit in shared memory). A folder that does not exist yet, or is removed, is followed
  /// through its nearest existing ancestor, and a file replaced by a rename is reported like
  /// one written. Where the system gives no notices the watch's
  /// ``FolderChangeWatch/isWatching`` is `false` and nothing is reported.
  ///
  /// A headless host starts no system watch, so its screens never depend on what other
  /// programs do: under `--play` the handler never runs, and a test runs the handlers of a
  /// `TestHost`'s watches with `deliverFolderChanges()`.
  public static func watchFolder(
    _ folder: String, onChange: @escaping @MainActor @Sendable () -> Void
  ) -> FolderChangeWatch {
    let context = current ?? launchContext
    return context.folderWatches.watch(folder: folder) { [weak context] in
      guard let context else { return }
      HostContextScope.$current.withValue(context) { MainThread.markingHostWork(onChange) }
    }
  }
}
