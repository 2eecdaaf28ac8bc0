import Foundation

/// What one host knows about where it runs: its clock, whether it plays a script headless,
/// where it keeps data, the files it was asked to open, its settings, its keymap and trace.
///
/// Each ``ViewHost`` has its own, so two hosts in one process (tests, several windows) never
/// share a clock or settings. The command line gives the values of the app's first host
/// (``AppEnvironment/configure(options:)``); a host made without a context starts from those,
/// with a clock of its own. While a host builds views or handles input, its context is the
/// one ``AppEnvironment``'s static properties answer with, and tasks started then inherit it.
@MainActor
public final class HostContext: Sendable {
  /// The directory given with `--store`, or under `--play` a fresh temporary one; `nil` when
  /// the app should use its default locations.
  public nonisolated let storeDirectory: URL?
  /// Whether the host plays a script headless (its clock is then virtual).
  public nonisolated let isHeadless: Bool
  /// The files named on the command line, which a document app opens at launch.
  public nonisolated let launchFiles: [URL]
  /// The folder holding the user's `keymap.json`; `nil` when no keymap file is read.
  public nonisolated let configDirectory: String?
  /// Where to append the engine's trace of every key, if anywhere.
  public nonisolated let tracePath: String?
  /// The settings `@AppStorage` uses when the environment names no store.
  nonisolated let settingsStore: SettingsStore
  /// The live nodes, elements and interaction records made while this context was bound
  /// (debug builds only).
  public nonisolated let liveObjects = LiveObjectCounter()
  /// The virtual clock's start; the real launch time when `nil`.
  let virtualStart: Date?
  /// How much virtual time the script has let pass (advanced by `wait:` tokens).
  var virtualElapsed: Duration = .zero
  /// The host's repeating timers (`Timer.publish`), on its clock.
  let timers: HostTimers
  /// The folder watches the host's app started: the system's in a terminal, held for the
  /// host to deliver when headless.
  let folderWatches: HostFolderWatches
  /// The settings saves waiting for a quiet period, on the host's timers.
  let settingsSaves: HostSettingsSaves
  /// The real clock, for a host that is not headless: the time since its start.
  private let realElapsed: @MainActor () -> Duration

  /// A context with every value given; `realElapsed` measures time for a host that is not
  /// headless (for chord timeouts), injected so tests can drive it.
  package init(
    storeDirectory: URL?, isHeadless: Bool, launchFiles: [URL], configDirectory: String?,
    tracePath: String?, settingsStore: SettingsStore, virtualStart: Date?,
    realElapsed: (@MainActor () -> Duration)? = nil
  ) {
    self.storeDirectory = storeDirectory
    self.isHeadless = isHeadless
    self.launchFiles = launchFiles
    self.configDirectory = configDirectory
    self.tracePath = tracePath
    self.settingsStore = settingsStore
    self.virtualStart = virtualStart
    timers = HostTimers(isVirtual: isHeadless)
    folderWatches = HostFolderWatches(isVirtual: isHeadless)
    settingsSaves = HostSettingsSaves(timers: timers)
    if let realElapsed {
      self.realElapsed = realElapsed
    } else {
      let start = ContinuousClock.now
      self.realElapsed = { start.duration(to: .now) }
    }
  }

  /// A headless context on a virtual clock starting at `start` (or the launch time), with the
  /// store and launch files of `base` (the command line's by default), the process's settings
  /// store unless `settings` is given, and no keymap file or trace, as under `--play` without
  /// `--config`.
  package static func virtual(
    start: Date? = nil, basedOn base: HostContext? = nil, settings: SettingsStore? = nil
  ) -> HostContext {
    let base = base ?? AppEnvironment.launchContext
    return HostContext(
      storeDirectory: base.storeDirectory, isHeadless: true, launchFiles: base.launchFiles,
      configDirectory: nil, tracePath: nil, settingsStore: settings ?? SettingsStore.processDefault,
      virtualStart: start)
  }

  /// A headless context as `--play --store STORE FILES…` makes, on a virtual clock starting
  /// at `start` (or the launch time): the app's data and `@AppStorage` settings in `store`,
  /// `files` to open at launch, no keymap file or trace. Nothing comes from the command line
  /// of the process it runs in.
  package static func played(start: Date?, store: URL, files: [URL]) -> HostContext {
    HostContext(
      storeDirectory: store, isHeadless: true, launchFiles: files, configDirectory: nil,
      tracePath: nil,
      settingsStore: SettingsStore(appName: AppIdentity.executableName, storeDirectory: store.path),
      virtualStart: start)
  }

  /// The time keys are dispatched at, for chord timeouts: the virtual clock when headless,
  /// the time since the host started otherwise.
  var dispatchTime: Duration { isHeadless ? virtualElapsed : realElapsed() }

  /// Lets `duration` of virtual time pass: every timer tick due meanwhile fires in order, with
  /// the clock showing its date, and then the clock shows the end of the span.
  func advanceVirtualClock(by duration: Duration) {
    let target = virtualElapsed + duration
    let base = virtualStart ?? AppEnvironment.launchDate
    let end = base.addingTimeInterval(Self.seconds(target))
    timers.fireDue(until: end) { tick in
      virtualElapsed = .seconds(tick.timeIntervalSince(base))
    }
    virtualElapsed = target
  }

  /// A duration in seconds.
  private static func seconds(_ duration: Duration) -> Double {
    let components = duration.components
    return Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// The current time: the real time, or when headless the virtual clock.
  public var now: Date {
    guard isHeadless else { return Date() }
    let base = virtualStart ?? AppEnvironment.launchDate
    return base.addingTimeInterval(Self.seconds(virtualElapsed))
  }
}
