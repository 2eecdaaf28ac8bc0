import Foundation
import Keystroke
import KeystrokeTerminal

/// Runs a view or a whole app headless for tests: play key scripts, read the screen, compare
/// it with what you expect.
///
/// ```swift
/// let host = TestHost(app: MyApp.self, columns: 80, rows: 24)
/// try host.play("cmd+2 \"Write report\" enter")
/// #expect(host.lines[1].contains("Write report"))
/// ```
@MainActor
public final class TestHost {
  /// The underlying host.
  public let host: ViewHost

  /// Hosts a view at a size; `terminal` says how the virtual terminal sends keys, and `now`
  /// starts the virtual clock that `wait:` advances.
  ///
  /// As under `--play`, `AppEnvironment.storeDirectory` names `store`, where `@AppStorage`
  /// keeps its settings too; without one the host gets a fresh, empty folder of its own
  /// (removed when the test process exits), so tests never share data or reach the user's.
  public init<V: View>(
    _ view: V, columns: Int = 80, rows: Int = 24, terminal: TerminalKeyProfile = .kitty,
    now: Date? = nil, store: URL? = nil
  ) {
    host = ViewHost(
      view, width: columns, height: rows,
      context: .played(start: now, store: store ?? Self.freshStore(), files: []))
    host.terminalProfile = terminal
    host.update()
  }

  /// Hosts an app at a size; `terminal` says how the virtual terminal sends keys, and `now`
  /// starts the virtual clock that `wait:` advances.
  ///
  /// The app runs as `app --play … --store STORE FILES…` would: its data and settings in
  /// `store` (a fresh, empty folder of its own when `nil`), and a document app opening
  /// `files` at launch.
  public init<A: App>(
    app: A.Type, columns: Int = 80, rows: Int = 24, terminal: TerminalKeyProfile = .kitty,
    now: Date? = nil, store: URL? = nil, files: [URL] = []
  ) {
    host = ViewHost(
      app: app, width: columns, height: rows,
      context: .played(start: now, store: store ?? Self.freshStore(), files: files))
    host.terminalProfile = terminal
    host.update()
  }

  /// A new scratch folder for a host given no store.
  private static func freshStore() -> URL {
    URL(fileURLWithPath: scratchDirectory(prefix: "keystroke-store"), isDirectory: true)
  }

  /// Plays a key script (the `--play` language).
  ///
  /// - Throws: ``KeyScriptError`` naming a bad token; nothing is played then.
  public func play(_ script: String) throws(KeyScriptError) {
    host.play(try KeyScript(parsing: script))
  }

  /// Tells the app that files changed in the folders it watches
  /// (`AppEnvironment.watchFolder(_:onChange:)`): runs each watch's handler once, as a notice
  /// from the system would in a terminal, then updates the screen. Returns how many handlers
  /// ran. A test host starts no system watch, so a change another host (or program) makes
  /// reaches this one only when the test says so.
  @discardableResult
  public func deliverFolderChanges() -> Int { host.deliverFolderChanges() }

  /// The screen's lines, trailing spaces removed.
  public var lines: [String] { host.lines }

  /// The host's live nodes, elements and interaction records, in ``LiveObjectCount/Kind``
  /// order, once what its last update replaced is freed, as a terminal app frees it after
  /// each frame (debug builds only; zeros in release builds). Leak tests compare these.
  public func liveObjectCounts() -> [Int] {
    host.releaseRetired()
    return LiveObjectCount.Kind.allCases.map { host.liveObjects.count(of: $0) }
  }

  /// The screen as one string, a line per row.
  public var text: String { lines.joined(separator: "\n") }

  /// The style of the cell at a column and row.
  public func style(column: Int, row: Int) -> CellStyle { host.screen.style(x: column, y: row) }

  /// The first row containing `text`, if any.
  public func row(containing text: String) -> Int? { lines.firstIndex { $0.contains(text) } }

  /// Whether the app asked to quit.
  public var quitRequested: Bool { host.quitRequested }

  /// Compares the screen with `expected` line by line; on a difference returns a report that
  /// shows both screens, else `nil`.
  public func difference(from expected: [String]) -> String? {
    let actual = lines
    let width = max(actual.map(\.count).max() ?? 0, expected.map(\.count).max() ?? 0)
    guard actual != expected else { return nil }
    var report = ["screen differs (expected | actual):"]
    for row in 0..<max(actual.count, expected.count) {
      let left = row < expected.count ? expected[row] : "∅"
      let right = row < actual.count ? actual[row] : "∅"
      let marker = left == right ? " " : "≠"
      report.append(
        "\(marker) \(left.padding(toLength: width, withPad: " ", startingAt: 0)) | \(right)")
    }
    return report.joined(separator: "\n")
  }
}

extension TestHost {
  /// A fresh, empty directory for a test's files (created with `mkdtemp`, so no two tests or
  /// runs ever share one). It is made inside one folder of the test process's own, which is
  /// removed with everything in it when the process exits, so test runs leave nothing behind.
  nonisolated public static func scratchDirectory(prefix: String) -> String {
    (try? SystemCalls.makeTemporaryDirectory(prefix: prefix, in: ScratchRoot.path))
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "\(prefix)-\(ProcessInfo.processInfo.processIdentifier)-\(Int.random(in: 0..<Int.max))"
      ).path
  }
}
