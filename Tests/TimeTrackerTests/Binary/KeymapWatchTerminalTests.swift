import Foundation
import KeystrokeTerminal
import Testing

/// A built example full-screen on a real pseudo-terminal hears of a keymap saved while it runs,
/// in a config folder made after it started, with no key pressed. `ptybench-tabs` is used
/// because it draws nothing on its own (no clock), so only the folder watch can redraw it.
@Suite(.serialized, .enabled(if: PtybenchTabsBinary.path != nil, "ptybench-tabs not built"))
struct KeymapWatchTerminalTests {
  @Test func aKeymapSavedInAConfigFolderMadeAfterLaunchAppliesWithoutAKey() throws {
    let root = TimeTrackerBinaryTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let config = root + "/config"
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    let app = try AppTerminal(
      binary: try #require(PtybenchTabsBinary.path),
      environment: ["HOME": root, "XDG_CONFIG_HOME": config])
    try app.answerNegotiation(kitty: false)
    #expect(try app.read { $0.contains("Time Entries") }, "no hint line: \(app.text.suffix(300))")
    // Let the start-up frames end, so that a redraw after the save can only be the watch's.
    try app.read(until: { _ in false }, timeout: .milliseconds(500))
    // The app's own config folder does not exist yet: the watch is on its parent, and follows
    // the path down as `mkdir -p` makes it.
    let folder = config + "/ptybench-tabs"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let keymap = #"[ { "key": "f6", "command": "View/Time Entries" } ]"#
    try Data(keymap.utf8).write(to: URL(fileURLWithPath: folder + "/keymap.json"))
    let mark = app.text.utf8.count
    // No key is sent: the hint line shows the new shortcut once the watch reports the save.
    #expect(
      try app.read(
        until: { String($0.utf8.dropFirst(mark))?.contains("F6") == true }),
      "hint line not redrawn: \(app.text.suffix(300))")
    app.child.send(.terminate)
    _ = app.waitForExit()
    try app.expectRestored()
  }
}

/// Where the `ptybench-tabs` executable is: built beside `time-tracker`.
enum PtybenchTabsBinary {
  static let path: String? = TimeTrackerBinaryTests.binary.map {
    URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("ptybench-tabs")
      .path
  }.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
}
