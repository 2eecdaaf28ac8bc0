import Foundation
import Testing

@testable import Keystroke

@Suite struct LaunchOptionsTests {
  @Test func readsEveryOption() throws {
    let options = try LaunchOptions.parse([
      "--play", "cmd+1 wait:2s", "--size", "80x24", "--store", "/tmp/x", "--now",
      "2026-01-05T09:00:00Z", "--terminal", "legacy",
    ])
    #expect(options.playScript?.steps.count == 2)
    #expect(options.columns == 80 && options.rows == 24)
    #expect(options.storePath == "/tmp/x")
    #expect(options.now == ISO8601DateFormatter().date(from: "2026-01-05T09:00:00Z"))
    #expect(options.terminal == .legacy)
  }

  @Test(arguments: [
    (["--size", "80"], "--size"),
    (["--size", "0x10"], "--size"),
    (["--play"], "--play needs a value"),
    (["--play", "cmd+"], "bad token \"cmd+\""),
    (["--now", "yesterday"], "--now"),
    (["--terminal", "vt52"], "--terminal"),
    (["--frobnicate"], "unknown argument \"--frobnicate\""),
    (["--store", ""], "--store needs a path"),
  ])
  func badArgumentsAreNamed(arguments: [String], message: String) {
    #expect {
      try LaunchOptions.parse(arguments)
    } throws: { error in
      (error as? LaunchOptionsError)?.message.contains(message) == true
    }
  }
}
