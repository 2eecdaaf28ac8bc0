import Foundation
import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Shows what `AppEnvironment` answers and one setting, with a key that changes the setting.
private struct ContextProbe: View {
  @AppStorage("presses") private var presses = 0

  var body: some View {
    VStack(alignment: .leading) {
      Text("t=\(Int(AppEnvironment.now.timeIntervalSince1970))")
      Text("store=\(AppEnvironment.storeDirectory?.lastPathComponent ?? "none")")
      Text("presses=\(presses)")
      Button("Press") { presses += 1 }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// An app with a chord, to see it time out on the host's clock.
private struct ChordClockApp: App {
  @State private var count = 0

  var body: some Scene {
    WindowGroup {
      Text("Count \(count)")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Counter") {
        Button("Increment") { count += 1 }.keyboardShortcut(chord: "ctrl+k ctrl+i")
      }
    }
  }
}

/// A clock a test moves by hand.
@MainActor
private final class ManualClock {
  var elapsed = Duration.zero
}

/// Each host has its own clock, store and settings: two hosts in one process never share them.
@MainActor
@Suite struct HostContextTests {
  private func probe(start: Date, store: TemporaryDirectory) -> ViewHost {
    let context = HostContext(
      storeDirectory: URL(fileURLWithPath: store.path, isDirectory: true), isHeadless: true,
      launchFiles: [], configDirectory: nil, tracePath: nil,
      settingsStore: SettingsStore(path: store.file("settings.json")), virtualStart: start)
    let host = ViewHost(ContextProbe(), width: 40, height: 5, context: context)
    host.update()
    return host
  }

  @Test func twoHostsKeepTheirOwnClockStoreAndSettings() throws {
    let firstStore = try TemporaryDirectory()
    let secondStore = try TemporaryDirectory()
    let first = probe(start: Date(timeIntervalSince1970: 1000), store: firstStore)
    let second = probe(start: Date(timeIntervalSince1970: 5000), store: secondStore)
    #expect(first.lines[0] == "t=1000")
    #expect(second.lines[0] == "t=5000")
    #expect(first.lines[1] == "store=" + URL(fileURLWithPath: firstStore.path).lastPathComponent)
    #expect(second.lines[1] == "store=" + URL(fileURLWithPath: secondStore.path).lastPathComponent)

    first.play(try KeyScript(parsing: "wait:10s enter enter"))
    second.update(force: true)
    #expect(first.lines[0] == "t=1010")
    #expect(first.lines[2] == "presses=2")
    #expect(second.lines[0] == "t=5000")
    #expect(second.lines[2] == "presses=0")

    second.play(try KeyScript(parsing: "wait:1m enter"))
    first.update(force: true)
    #expect(second.lines[0] == "t=5060")
    #expect(second.lines[2] == "presses=1")
    #expect(first.lines[0] == "t=1010")
    #expect(first.lines[2] == "presses=2")

    // Each host's settings went to its own file, and nothing leaked to the process's store.
    #expect(SettingsStore(path: firstStore.file("settings.json")).value(forKey: "presses") != nil)
    #expect(
      try String(contentsOfFile: firstStore.file("settings.json"), encoding: .utf8)
        .contains("2"))
    #expect(
      try String(contentsOfFile: secondStore.file("settings.json"), encoding: .utf8)
        .contains("1"))
  }

  @Test func testHostsOnVirtualClocksDoNotShareTime() throws {
    let early = TestHost(ContextProbe(), columns: 40, rows: 5, now: Date(timeIntervalSince1970: 0))
    let late = TestHost(ContextProbe(), columns: 40, rows: 5, now: Date(timeIntervalSince1970: 90))
    try early.play("wait:30s")
    try late.play("wait:1s")
    try early.play("wait:30s")
    #expect(early.lines[0] == "t=60")
    #expect(late.lines[0] == "t=91")
  }

  @Test func outsideEveryHostTheCommandLineAnswers() throws {
    let host = probe(start: Date(timeIntervalSince1970: 1000), store: try TemporaryDirectory())
    host.play(try KeyScript(parsing: "wait:1h"))
    #expect(host.lines[0] == "t=4600")
    #expect(AppEnvironment.current == nil)
    #expect(AppEnvironment.now.timeIntervalSince1970 != 1000 + 3600)
  }

  @Test func aHostMadeAfterAnotherOpenedFilesOpensNoneOfThem() throws {
    let directory = try TemporaryDirectory()
    try directory.write("given on the command line\n", to: "given.txt")
    let first = try DocumentHost.start(in: directory, files: [directory.file("given.txt")])
    #expect(first.row(containing: "given on the command line") != nil)
    let next = TestHost(app: TextDocumentApp.self, columns: 80, rows: 20)
    #expect(next.row(containing: "given on the command line") == nil)
    #expect(next.lines.contains { $0.hasPrefix("Untitled") }, "\(next.lines)")
    #expect(AppEnvironment.launchFiles.isEmpty)
    #expect(AppEnvironment.configuredStore?.path != directory.path)
  }

  @Test func eachTestHostKeepsDataAndSettingsInAFreshFolderOfItsOwn() throws {
    let first = TestHost(ContextProbe(), columns: 40, rows: 5)
    let second = TestHost(ContextProbe(), columns: 40, rows: 5)
    try first.play("enter")
    #expect(first.lines[2] == "presses=1")
    #expect(second.lines[2] == "presses=0")
    let store = try #require(first.host.hostContext.storeDirectory)
    #expect(first.lines[1] == "store=\(store.lastPathComponent)")
    #expect(second.host.hostContext.storeDirectory != store)
    #expect(
      FileManager.default.fileExists(atPath: store.appendingPathComponent("settings.json").path))
  }

  @Test func aTestHostGivenAStoreFindsWhatTheLastOneKeptThere() throws {
    let directory = try TemporaryDirectory()
    let store = URL(fileURLWithPath: directory.path, isDirectory: true)
    try TestHost(ContextProbe(), columns: 40, rows: 5, store: store).play("enter enter")
    let next = TestHost(ContextProbe(), columns: 40, rows: 5, store: store)
    #expect(next.lines[2] == "presses=2")
    #expect(next.lines[1] == "store=\(store.lastPathComponent)")
  }

  @Test func aChordTimesOutOnTheHostsRealClock() {
    let clock = ManualClock()
    let context = HostContext(
      storeDirectory: nil, isHeadless: false, launchFiles: [], configDirectory: nil,
      tracePath: nil, settingsStore: SettingsStore.current, virtualStart: nil,
      realElapsed: { clock.elapsed })
    let host = ViewHost(app: ChordClockApp.self, width: 60, height: 8, context: context)
    host.update()
    // Sent without a time, as the terminal loop sends keys: the host's clock decides.
    host.send(KeyPress(Shortcut("k", modifiers: .control)))
    host.send(KeyPress(Shortcut("i", modifiers: .control)))
    #expect(host.lines.contains { $0.contains("Count 1") })
    host.send(KeyPress(Shortcut("k", modifiers: .control)))
    clock.elapsed += .seconds(5)
    host.send(KeyPress(Shortcut("i", modifiers: .control)))
    #expect(host.lines.contains { $0.contains("Count 1") })
    #expect(!host.lines.contains { $0.contains("Count 2") })
  }

  @Test func aHostThatIsNotHeadlessDispatchesAtRealTime() async throws {
    let context = AppEnvironment.contextForNewHost()
    #expect(!context.isHeadless)
    let before = context.dispatchTime
    try await Task.sleep(for: .milliseconds(30))
    #expect(context.dispatchTime - before >= .milliseconds(30))
  }

  @Test func tasksStartedByAHostKeepItsContext() async throws {
    let context = HostContext.virtual(start: Date(timeIntervalSince1970: 42))
    let host = ViewHost(Text("x"), width: 5, height: 1, context: context)
    let seen = host.inContext {
      Task { @MainActor in
        await Task.yield()
        return AppEnvironment.now.timeIntervalSince1970
      }
    }
    #expect(await seen.value == 42)
  }
}
