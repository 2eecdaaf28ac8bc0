import KeystrokeCore
import Synchronization
import Testing

@testable import Keystroke

/// A keymap file held in memory, counting how often its stamp is read.
private final class MemoryKeymapFile: Sendable {
  private struct State {
    var text: String?
    var version = 0
    var stamps = 0
  }

  private let state = Mutex(State())

  init(_ text: String?) { state.withLock { $0.text = text } }

  /// How many stats the controller made.
  var stamps: Int { state.withLock { $0.stamps } }

  /// Replaces the text, as an editor saving the file would.
  func save(_ text: String) {
    state.withLock {
      $0.text = text
      $0.version += 1
    }
  }

  var access: KeymapFileAccess {
    KeymapFileAccess(
      stamp: { _ in
        self.state.withLock { state in
          state.stamps += 1
          return state.text.map {
            KeymapFileAccess.Stamp(modified: Double(state.version), size: $0.utf8.count)
          }
        }
      },
      read: { _ in self.state.withLock { $0.text ?? "" } },
      write: { _, text in self.save(text) })
  }
}

/// How the keymap controller notices the file changing, and how often it looks.
@MainActor
struct KeymapControllerTests {
  private let bindI = #"[ { "key": "ctrl+i", "command": "counter.increment" } ]"#

  @Test func aKeyPressLooksAtTheFileOnceForItsCheckAndItsUpdate() {
    let file = MemoryKeymapFile(bindI)
    let controller = KeymapController(directory: "/config", access: file.access)
    controller.refresh()
    let before = file.stamps
    // A key press: the check, then the update's refresh.
    #expect(!controller.hasChanged)
    #expect(!controller.refresh())
    #expect(file.stamps == before + 1)
    controller.forgetCheck()
    // An update with no key before it (a timer tick) looks for itself.
    #expect(!controller.refresh())
    #expect(file.stamps == before + 2)
  }

  @Test func aSaveSeenByTheCheckIsReadByTheRefreshThatFollows() {
    let file = MemoryKeymapFile(nil)
    let controller = KeymapController(directory: "/config", access: file.access)
    controller.refresh()
    #expect(controller.file.entries.isEmpty)
    file.save(bindI)
    #expect(controller.hasChanged)
    #expect(controller.refresh())
    #expect(controller.file.entries.map(\.command) == ["counter.increment"])
  }

  @Test func anEditAfterACheckIsReadBackNotHiddenByTheCheck() {
    let file = MemoryKeymapFile(nil)
    let controller = KeymapController(directory: "/config", access: file.access)
    controller.refresh()
    // The key press checks (nothing changed), then its action edits the file.
    #expect(!controller.hasChanged)
    let problem = controller.edit { (editor) throws(KeymapEditError) in
      try editor.bind(KeySequence(Shortcut("i", modifiers: .control)), to: "counter.increment")
    }
    #expect(problem == nil)
    #expect(controller.file.entries.map(\.command) == ["counter.increment"])
  }

  @Test func anEditOfAFileThatIsNotTextSaysSoAndWritesNothing() {
    let written = Mutex(false)
    let access = KeymapFileAccess(
      stamp: { _ in KeymapFileAccess.Stamp(modified: 1, size: 12) },
      read: { _ in throw KeymapFileAccessError(message: "the file is not UTF-8 text") },
      write: { _, _ in written.withLock { $0 = true } })
    let controller = KeymapController(directory: "/config", access: access)
    let problem = controller.edit { (editor) throws(KeymapEditError) in
      try editor.bind(KeySequence(Shortcut("i", modifiers: .control)), to: "counter.increment")
    }
    #expect(
      problem
        == "cannot change /config/keymap.json: the file is not UTF-8 text; it was left as it is")
    #expect(!written.withLock { $0 })
  }

  @Test func whileWatchedTheFileIsLookedAtOnlyAfterANotice() {
    let file = MemoryKeymapFile(nil)
    let controller = KeymapController(directory: "/config", access: file.access)
    controller.refresh()
    controller.startWatching { true }
    // Once more when the watch starts, for a save made before it.
    #expect(!controller.hasChanged)
    #expect(!controller.refresh())
    let looked = file.stamps
    // Keys and updates with no notice in between: the file is not looked at.
    for _ in 0..<3 {
      #expect(!controller.hasChanged)
      #expect(!controller.refresh())
      controller.forgetCheck()
    }
    #expect(file.stamps == looked)
    // A save, then the watch's notice: the next check sees it and the update reads it.
    file.save(bindI)
    controller.noteNotice()
    #expect(controller.hasChanged)
    #expect(controller.refresh())
    #expect(controller.file.entries.map(\.command) == ["counter.increment"])
    #expect(file.stamps == looked + 1)
  }

  @Test func whileWatchedAnEditIsReadBackBeforeItsNoticeArrives() {
    let file = MemoryKeymapFile(nil)
    let controller = KeymapController(directory: "/config", access: file.access)
    controller.refresh()
    controller.startWatching { true }
    controller.refresh()
    let problem = controller.edit { (editor) throws(KeymapEditError) in
      try editor.bind(KeySequence(Shortcut("i", modifiers: .control)), to: "counter.increment")
    }
    #expect(problem == nil)
    #expect(controller.file.entries.map(\.command) == ["counter.increment"])
  }

  @Test func aLostWatchLeavesEveryCheckToLookAgain() {
    let file = MemoryKeymapFile(nil)
    let controller = KeymapController(directory: "/config", access: file.access)
    controller.refresh()
    let watching = Mutex(true)
    controller.startWatching { watching.withLock { $0 } }
    controller.refresh()
    let looked = file.stamps
    #expect(!controller.hasChanged)
    #expect(file.stamps == looked)
    // The watch could not follow the path: no notice will come, so a key looks itself.
    watching.withLock { $0 = false }
    file.save(bindI)
    #expect(controller.hasChanged)
    #expect(controller.refresh())
    #expect(controller.file.entries.map(\.command) == ["counter.increment"])
  }
}
