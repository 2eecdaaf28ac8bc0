import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// The keymap flags of the built executable: `--play --config`, `--check-keymap`,
/// `--list-commands [--json]` and `--shortcuts`.
@Suite(.serialized)
struct TimeTrackerKeymapBinaryTests {
  static func config(_ keymap: String) throws -> String {
    let folder = TestHost.scratchDirectory(prefix: "time-tracker-binary-keymap")
    try keymap.write(toFile: folder + "/keymap.json", atomically: true, encoding: .utf8)
    return folder
  }

  static let chord = #"[{ "key": "ctrl+k ctrl+e", "command": "View/Time Entries" }]"#

  @Test func playUsesTheKeymapInTheConfigFolder() throws {
    let folder = try Self.config(Self.chord)
    let result = try TimeTrackerBinaryTests.run([
      "--play", "ctrl+k ctrl+e", "--config", folder, "--terminal", "legacy", "--size", "100x20",
    ])
    #expect(result.status == 0)
    #expect(result.output.contains("No time entries yet."))
    let without = try TimeTrackerBinaryTests.run(["--play", "ctrl+k ctrl+e", "--size", "100x20"])
    #expect(!without.output.contains("No time entries yet."))
  }

  @Test(arguments: [80, 140])
  func playPressesAChordBoundToAButton(columns: Int) throws {
    let folder = try Self.config(
      #"[{ "key": "ctrl+k ctrl+x", "command": "More/Export Entries to CSV…" }]"#)
    let arguments = ["--config", folder, "--terminal", "legacy", "--size", "\(columns)x30"]
    let pending = try TimeTrackerBinaryTests.run(["--play", "alt+4 ctrl+k"] + arguments)
    #expect(pending.status == 0)
    #expect(pending.output.contains("Ctrl+K … then  Ctrl+X Export Entries to CSV…"))
    let fired = try TimeTrackerBinaryTests.run(["--play", "alt+4 ctrl+k ctrl+x"] + arguments)
    #expect(fired.output.contains("an existing file is replaced"))
    let cancelled = try TimeTrackerBinaryTests.run(
      ["--play", "alt+4 ctrl+k esc ctrl+x"] + arguments)
    #expect(!cancelled.output.contains("an existing file is replaced"))
    #expect(!cancelled.output.contains("… then"))
  }

  @Test func checkKeymapReportsFileLineColumnAndExitsOne() throws {
    let folder = try Self.config(
      """
      [
        { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
        { "key": "ctrl+nope", "command": "View/Timer" },
        { "key": "f7", "command": "View/Timr" },
      ]
      """)
    let result = try TimeTrackerBinaryTests.run(["--check-keymap", "--config", folder])
    #expect(result.status == 1)
    #expect(
      result.output.split(separator: "\n") == [
        "\(folder)/keymap.json:3:18: unknown key \"nope\" (did you mean \"home\"?)",
        "\(folder)/keymap.json:4:29: no command \"View/Timr\" in this app (did you mean \"View/Timer\"?)",
      ])
    let good = try TimeTrackerBinaryTests.run([
      "--check-keymap", "--config", try Self.config(Self.chord),
    ])
    #expect(good.status == 0)
    #expect(good.output.isEmpty)
  }

  /// Taking the framework's keys, or starting another entry's chord, is a conflict the editor
  /// shows; the check reports it too, at the entry that causes it.
  @Test func checkKeymapReportsTheConflictsAnEntryCauses() throws {
    let folder = try Self.config(
      """
      [
        { "key": "f10", "command": "View/More" },
        { "key": "alt+shift+p", "command": "View/Timer" },
        { "key": "ctrl+k", "command": "View/Projects" },
        { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
      ]
      """)
    let result = try TimeTrackerBinaryTests.run(["--check-keymap", "--config", folder])
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("\(folder)/keymap.json:2:12: f10 for \"View/More\"") == true)
    #expect(lines.first?.contains("\"Open Menu Bar\" in app commands never fires") == true)
    #expect(lines.dropFirst().first?.hasPrefix("\(folder)/keymap.json:3:12: alt+shift+p") == true)
    #expect(lines.dropFirst().first?.contains("\"Command Palette\" on shift+cmd+p cannot") == true)
    #expect(lines.last?.hasPrefix("\(folder)/keymap.json:5:12: ctrl+k ctrl+e") == true)
  }

  @Test func listCommandsShowsIdsDefaultsKeysAndScope() throws {
    let folder = try Self.config(Self.chord)
    let text = try TimeTrackerBinaryTests.run(["--list-commands", "--config", folder])
    #expect(text.status == 0)
    let lines = text.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("ID") == true)
    let entries = try #require(lines.first { $0.hasPrefix("View/Time Entries ") })
    #expect(
      entries.split(separator: " ", omittingEmptySubsequences: true).suffix(4) == [
        "cmd+3", "Ctrl+K", "Ctrl+E", "menu",
      ])
    #expect(lines.contains { $0.hasPrefix("timer.toggle ") && $0.contains("Ctrl+R") })

    let json = try TimeTrackerBinaryTests.run([
      "--list-commands", "--json", "--config", folder, "--terminal", "kitty",
    ])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    let row = try #require(rows.first { $0["id"] as? String == "View/Time Entries" })
    #expect(row["defaultKeys"] as? String == "cmd+3")
    #expect(row["keys"] as? String == "ctrl+k ctrl+e")
    #expect(row["pressed"] as? String == "Ctrl+K Ctrl+E")
    #expect(row["scope"] as? String == "menu")
    #expect(row["menu"] as? [String] == ["View"])
    #expect(row["isCustomized"] as? Bool == true)
  }

  @Test func shortcutsPrintsAMarkdownCheatSheet() throws {
    let folder = try Self.config(Self.chord)
    let result = try TimeTrackerBinaryTests.run(["--shortcuts", "--config", folder])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("# Time Tracker keyboard shortcuts"))
    #expect(result.output.contains("## View"))
    #expect(result.output.contains("| Time Entries | `Ctrl+K Ctrl+E` *changed* |"))
    #expect(result.output.contains("| Projects | `Alt+2` |"))
  }

  /// An entry that sets a command's default keys again is not a change: the cheat sheet and
  /// the listing do not mark it, as the Shortcuts editor does not.
  @Test func keysEqualToTheDefaultsAreNotMarkedChanged() throws {
    let folder = try Self.config(#"[{ "key": "cmd+1", "command": "View/Timer" }]"#)
    let sheet = try TimeTrackerBinaryTests.run(["--shortcuts", "--config", folder])
    #expect(sheet.status == 0)
    #expect(sheet.output.contains("| Timer | `Alt+1` |"))
    #expect(!sheet.output.contains("*changed*"))
    let json = try TimeTrackerBinaryTests.run(["--list-commands", "--json", "--config", folder])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    let row = try #require(rows.first { $0["id"] as? String == "View/Timer" })
    #expect(row["isCustomized"] as? Bool == false)
  }

  @Test func buttonsOnEveryTabAreListedCheckedAndCheatSheeted() throws {
    let folder = try Self.config(#"[{ "key": "f2", "command": "Time Entries/Edit…" }]"#)
    let text = try TimeTrackerBinaryTests.run(["--list-commands", "--config", folder])
    let lines = text.output.split(separator: "\n").map(String.init)
    let edit = try #require(lines.first { $0.hasPrefix("Time Entries/Edit… ") })
    #expect(edit.split(separator: " ").suffix(3) == ["cmd+e", "F2", "control"])
    #expect(lines.contains { $0.hasPrefix("More/Export Entries to CSV… ") })
    // The Start/Stop Timer button shares the menu command's id: listed once.
    #expect(lines.filter { $0.hasPrefix("timer.toggle ") }.count == 1)
    let check = try TimeTrackerBinaryTests.run([
      "--check-keymap", "--config",
      try Self.config(#"[{ "key": "f2", "command": "Time Entries/Edt…" }]"#),
    ])
    #expect(check.status == 1)
    #expect(check.output.contains(#"did you mean "Time Entries/Edit…"?"#))
    let sheet = try TimeTrackerBinaryTests.run(["--shortcuts", "--config", folder])
    #expect(sheet.output.contains("## On screens"))
    #expect(sheet.output.contains("| Time Entries › Edit… | `F2` *changed* |"))
  }

  @Test func aShortcutRecordedUnderPlayIsInTheFileForTheNextRun() throws {
    let folder = TestHost.scratchDirectory(prefix: "time-tracker-binary-keymap")
    let record = try TimeTrackerBinaryTests.run([
      "--play", #"cmd+shift+p "keyboard shortcuts" enter "time ent" enter f7 enter esc"#,
      "--config", folder, "--size", "100x20",
    ])
    #expect(record.status == 0)
    let file = try String(contentsOfFile: folder + "/keymap.json", encoding: .utf8)
    #expect(file.contains(#""command": "View/Time Entries""#))
    #expect(file.contains(#""key": "f7""#))
    let next = try TimeTrackerBinaryTests.run([
      "--play", "f7", "--config", folder, "--size", "100x20",
    ])
    #expect(next.output.contains("No time entries yet."))
  }
}
