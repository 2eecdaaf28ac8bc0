import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// An app with one setting and a key that changes it.
struct SettingsNoticeApp: App {
  var body: some Scene {
    WindowGroup("Counter") { SettingsNoticeView() }
  }
}

struct SettingsNoticeView: View {
  @AppStorage("count") private var count = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Count \(count)")
      Button("More") { count += 1 }.keyboardShortcut("m", modifiers: .command)
    }
  }
}

/// An app whose window only shows a setting: nothing in it takes focus.
struct SettingsReaderApp: App {
  var body: some Scene {
    WindowGroup("Reader") { SettingsReaderView() }
  }
}

struct SettingsReaderView: View {
  @AppStorage("count") private var count = 0

  var body: some View { Text("Count \(count)") }
}

/// Problems with the settings file reach the user: an alert naming the file, once per problem.
@MainActor
@Suite struct SettingsNoticeTests {
  /// Runs the app with its settings in `store`; the process keeps its own store, so other
  /// tests' apps do not show this test's problems.
  private func run<A: App>(
    store: String, app: A.Type = SettingsNoticeApp.self, _ body: (TestHost) throws -> Void
  ) throws {
    try body(
      TestHost(
        app: app, columns: 100, rows: 24, store: URL(fileURLWithPath: store, isDirectory: true)))
  }

  private func occurrences(_ text: String, in host: TestHost) -> Int {
    host.lines.filter { $0.contains(text) }.count
  }

  /// The alert's words as one line: the box's sides removed, its lines joined with spaces.
  private func words(_ host: TestHost) -> String {
    host.lines.map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
    }.joined(separator: " ")
  }

  @Test func aCorruptFileIsShownOnceAtLaunch() throws {
    let directory = try TemporaryDirectory()
    try directory.write("{ not json", to: "settings.json")
    try run(store: directory.path) { host in
      #expect(host.row(containing: "There is a problem with the settings file.") != nil)
      #expect(host.text.contains("settings.json"))
      #expect(words(host).contains("is not valid JSON"))
      // Read as the window's view read its setting, before its button was built: the alert
      // takes the first build's focus in that build, and gives it to the button as it closes.
      #expect(host.host.passesInLastUpdate == 1)
      #expect(host.host.focusedText?.contains("OK") == true)
      try host.play("enter")
      #expect(host.host.passesInLastUpdate == 1)
      #expect(host.host.focusedText?.contains("More") == true)
      #expect(host.row(containing: "problem with the settings file") == nil)
      #expect(host.row(containing: "Count 0") != nil)
      try host.play("cmd+m cmd+m")
      #expect(host.row(containing: "Count 2") != nil)
      #expect(host.row(containing: "problem with the settings file") == nil)
    }
  }

  /// The file is first read while the window is built, so its problem is reported then: the
  /// alert shows in that same update, in one pass (the window has nothing to focus, so focus
  /// needs no second one), and no update is asked for after it.
  @Test func aProblemFoundWhileBuildingShowsInTheSameUpdate() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"{"count": "many"}"#, to: "settings.json")
    try run(store: directory.path, app: SettingsReaderApp.self) { host in
      #expect(host.host.passesInLastUpdate == 1)
      #expect(!host.host.needsUpdate)
      #expect(host.row(containing: "There is a problem with the settings file.") != nil)
      try host.play("enter")
      #expect(!host.host.needsUpdate)
      #expect(host.row(containing: "problem with the settings file") == nil)
      #expect(host.row(containing: "Count 0") != nil)
    }
  }

  @Test func aValueOfTheWrongTypeIsShownOnce() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"{"count": "many"}"#, to: "settings.json")
    try run(store: directory.path) { host in
      #expect(host.row(containing: "There is a problem with the settings file.") != nil)
      #expect(host.text.contains("\"count\""))
      // Reported as the window's view read the value, before its button was built.
      #expect(host.host.passesInLastUpdate == 1)
      #expect(host.host.focusedText?.contains("OK") == true)
      try host.play("enter")
      #expect(host.host.focusedText?.contains("More") == true)
      #expect(host.row(containing: "problem with the settings file") == nil)
      try host.play("wait:1s")
      #expect(host.row(containing: "problem with the settings file") == nil)
    }
  }

  @Test func aFailedSaveIsShownOnceThoughEveryChangeFails() throws {
    let directory = try TemporaryDirectory()
    // The store folder is a file: as root too, nothing can be created inside it.
    try directory.write("a file", to: "blocker")
    try run(store: directory.file("blocker")) { host in
      #expect(host.row(containing: "problem with the settings file") == nil)
      try host.play("cmd+m")
      #expect(host.row(containing: "There is a problem with the settings file.") != nil)
      #expect(words(host).contains("Settings could not be saved"))
      #expect(host.text.contains("blocker"))
      try host.play("enter cmd+m cmd+m")
      #expect(host.row(containing: "Count 3") != nil)
      #expect(host.row(containing: "problem with the settings file") == nil)
      #expect(try directory.read("blocker") == "a file")
    }
  }

  /// A problem a key's action met (a failed save) is known before the next build: its alert
  /// takes focus from the window's button in the pass that opens it, and gives it back when it
  /// closes.
  @Test func anAlertForAProblemAKeyMetTakesFocusInOnePass() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a file", to: "blocker")
    try run(store: directory.file("blocker")) { host in
      #expect(host.host.focusedText?.contains("More") == true)
      try host.play("cmd+m")
      #expect(host.row(containing: "There is a problem with the settings file.") != nil)
      #expect(host.host.passesInLastUpdate == 1)
      #expect(host.host.focusedText?.contains("OK") == true)
      try host.play("enter")
      #expect(host.host.passesInLastUpdate == 1)
      #expect(host.host.focusedText?.contains("More") == true)
    }
  }

  @Test func aFIFOAtTheSettingsFileIsShownAndTheAppRuns() throws {
    let directory = try TemporaryDirectory()
    #expect(mkfifo(directory.file("settings.json"), 0o600) == 0)
    try run(store: directory.path) { host in
      #expect(words(host).contains("it is a FIFO (named pipe), not a regular file"))
      #expect(host.host.passesInLastUpdate == 1)
      try host.play("enter cmd+m")
      #expect(host.row(containing: "Count 1") != nil)
      #expect(occurrences("problem with the settings file", in: host) == 0)
    }
  }

  /// Damaged settings files of each kind, and words the notice must contain.
  enum Damage: String, CaseIterable {
    case wrongShape, notUTF8, directory, oversized

    func make(_ path: String) throws {
      switch self {
      case .wrongShape: try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: path))
      case .notUTF8: try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: path))
      case .directory:
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      case .oversized:
        #expect(creat(path, 0o600) >= 0)
        #expect(truncate(path, 20_000_000) == 0)
      }
    }

    var words: String {
      switch self {
      case .wrongShape: "where an object of settings was expected"
      case .notUTF8: "is not UTF-8 text"
      case .directory: "Is a directory"
      case .oversized: "File too large"
      }
    }
  }

  @Test(arguments: Damage.allCases)
  func eachKindOfDamageIsShownNamingTheFile(damage: Damage) throws {
    let directory = try TemporaryDirectory()
    try damage.make(directory.file("settings.json"))
    try run(store: directory.path) { host in
      #expect(host.row(containing: "There is a problem with the settings file.") != nil)
      #expect(words(host).contains(directory.path))
      #expect(words(host).contains(damage.words))
      #expect(host.host.passesInLastUpdate == 1)
      #expect(host.host.focusedText?.contains("OK") == true)
      try host.play("enter")
      #expect(host.row(containing: "problem with the settings file") == nil)
      #expect(host.row(containing: "Count 0") != nil)
    }
  }

  @Test func noticesQueueEachProblemOnce() {
    let notices = SettingsNotices()
    #expect(notices.take(["a", "b"]))
    #expect(!notices.take(["a", "b"]))
    #expect(notices.current == "a")
    notices.dismiss()
    #expect(notices.current == "b")
    #expect(!notices.take(["a"]))
    #expect(notices.take(["a", "c"]))
    notices.dismiss()
    #expect(notices.current == "c")
    notices.dismiss()
    #expect(notices.current == nil)
  }
}
