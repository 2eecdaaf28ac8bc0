import Testing

@testable import Keystroke

@Suite struct KeymapLaunchOptionsTests {
  @Test func readsTheKeymapOptions() throws {
    let options = try LaunchOptions.parse(["--config", "/tmp/c", "--check-keymap"])
    #expect(options.configPath == "/tmp/c")
    #expect(options.checksKeymap)
    #expect(options.commandListing == nil)
    #expect(!options.isTerminalGiven)
    #expect(try LaunchOptions.parse(["--terminal", "kitty"]).isTerminalGiven)
  }

  @Test(arguments: [
    (["--list-commands"], CommandListingFormat.text),
    (["--list-commands", "--json"], .json),
    (["--json", "--list-commands"], .json),
    (["--shortcuts"], .markdown),
  ])
  func listingFormats(arguments: [String], format: CommandListingFormat) throws {
    #expect(try LaunchOptions.parse(arguments).commandListing == format)
  }

  @Test func configNeedsAPath() {
    #expect {
      try LaunchOptions.parse(["--config", ""])
    } throws: { error in
      (error as? LaunchOptionsError)?.message == "--config needs a path"
    }
  }
}
