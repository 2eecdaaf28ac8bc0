import KeystrokeCore
import KeystrokeTerminal
import Testing

@testable import Keystroke

@Suite struct FrameShortcutTests {
  private let size = TerminalSize(columns: 100, rows: 30)
  private let key = LoopEvent<TerminalEvent>.input(.paste("x"))

  @Test func noFrameIsDrawnAtOnceBeforeTheLoopHasWrittenOne() {
    var shortcut = FrameShortcut()
    shortcut.posted(key)
    #expect(shortcut.handled(.changed, outputOpen: true) == nil)
  }

  @Test func aKeyAfterAWrittenFrameIsDrawnAtOnceAsADifference() {
    var shortcut = FrameShortcut()
    shortcut.wrote(LoopFrame(size: size, fullRepaint: true))
    shortcut.posted(key)
    #expect(
      shortcut.handled(.changed, outputOpen: true) == LoopFrame(size: size, fullRepaint: false))
  }

  @Test func anUnchangedScreenOrClosedOutputDrawsNothing() {
    var shortcut = FrameShortcut()
    shortcut.wrote(LoopFrame(size: size, fullRepaint: false))
    shortcut.posted(key)
    #expect(shortcut.handled(.unchanged, outputOpen: true) == nil)
    shortcut.posted(key)
    #expect(shortcut.handled(.changed, outputOpen: false) == nil)
  }

  @Test func aBurstDrawsOnceItsLastEventIsHandled() {
    var shortcut = FrameShortcut()
    shortcut.wrote(LoopFrame(size: size, fullRepaint: false))
    for _ in 0..<3 { shortcut.posted(key) }
    #expect(shortcut.handled(.changed, outputOpen: true) == nil)
    #expect(shortcut.handled(.changed, outputOpen: true) == nil)
    #expect(shortcut.handled(.changed, outputOpen: true) != nil)
    #expect(shortcut.pendingEvents == 0)
  }

  @Test(arguments: [
    LoopEvent<TerminalEvent>.resize(TerminalSize(columns: 60, rows: 20)), .resumed,
  ])
  func aResizeOrResumeLeavesTheNextFrameToTheLoop(event: LoopEvent<TerminalEvent>) {
    var shortcut = FrameShortcut()
    shortcut.wrote(LoopFrame(size: size, fullRepaint: false))
    shortcut.posted(event)
    #expect(shortcut.handled(.changed, outputOpen: true) == nil)
    shortcut.posted(key)
    #expect(shortcut.handled(.changed, outputOpen: true) == nil)
    shortcut.wrote(LoopFrame(size: TerminalSize(columns: 60, rows: 20), fullRepaint: true))
    shortcut.posted(key)
    #expect(shortcut.handled(.changed, outputOpen: true)?.size.columns == 60)
  }

  @Test func aChangeMadeWhileHandlingWaitsForTheHandlingsFrame() {
    var shortcut = FrameShortcut()
    let idleRequestWakes = shortcut.frameRequested()
    #expect(idleRequestWakes)
    shortcut.posted(key)
    shortcut.beganHandling()
    let handlingRequestWakes = shortcut.frameRequested()
    #expect(!handlingRequestWakes)
    #expect(shortcut.requestedWhileHandling)
    _ = shortcut.handled(.changed, outputOpen: true)
    #expect(!shortcut.isHandling)
    let laterRequestWakes = shortcut.frameRequested()
    #expect(laterRequestWakes)
  }

  @Test func eachHandlingStartsWithNoRequest() {
    var shortcut = FrameShortcut()
    shortcut.posted(key)
    shortcut.beganHandling()
    _ = shortcut.frameRequested()
    _ = shortcut.handled(.unchanged, outputOpen: true)
    shortcut.posted(key)
    shortcut.beganHandling()
    #expect(!shortcut.requestedWhileHandling)
  }
}
