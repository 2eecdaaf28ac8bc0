import Testing

@testable import KeystrokeTerminal

@Suite struct CapabilityNegotiationTests {
  private static let kittyReply = NegotiationReply.kittyKeyboardFlags(1)
  private static let syncSet = NegotiationReply.modeReport(mode: 2026, state: 2)
  private static let da1 = NegotiationReply.primaryDeviceAttributes([1, 2])

  private func decide(_ replies: [NegotiationReply], _ env: [String: String] = [:])
    -> TerminalProfile
  {
    var seen = NegotiationReplies()
    for reply in replies { seen.record(reply) }
    return CapabilityNegotiation.decide(seen, environment: TerminalEnvironment(env))
  }

  @Test func kittyReplyBeforeSentinelSelectsKitty() {
    let profile = decide([Self.kittyReply, Self.syncSet, Self.da1])
    #expect(profile.keyboard == .kitty)
    #expect(profile.kittyKeyboard)
    #expect(!profile.modifyOtherKeys)
    #expect(profile.synchronizedOutput)
    #expect(profile.escapeTimeout == CapabilityNegotiation.kittyEscapeTimeout)
    #expect(CapabilityNegotiation.followUpBytes(for: profile).isEmpty)
  }

  @Test func noKittyReplyFallsBackToModifyOtherKeys() {
    let profile = decide([Self.da1])
    #expect(profile.keyboard == .modifyOtherKeys)
    #expect(!profile.synchronizedOutput)
    #expect(CapabilityNegotiation.followUpBytes(for: profile) == Array("\u{1B}[>4;2m".utf8))
  }

  @Test func tmux33RepliesMeanModifyOtherKeysAndTmux() {
    let profile = decide(
      [.terminalVersion("tmux 3.3a"), .primaryDeviceAttributes([1, 2])], ["TERM": "screen"])
    #expect(profile.keyboard == .modifyOtherKeys)
    #expect(profile.insideTmux)
    #expect(profile.terminalVersion == "tmux 3.3a")
  }

  @Test(arguments: [
    (0, false), (1, true), (2, true), (3, true), (4, false), (9, false),
  ])
  func synchronizedOutputFollowsDECRQMState(state: Int, supported: Bool) {
    let profile = decide([.modeReport(mode: 2026, state: state), Self.da1])
    #expect(profile.synchronizedOutput == supported)
  }

  @Test func reportsForOtherModesDoNotCountAsSynchronizedOutput() {
    #expect(!decide([.modeReport(mode: 2027, state: 1), Self.da1]).synchronizedOutput)
  }

  @Test(arguments: [
    ("legacy", KeyboardProtocol.legacy), ("kitty", .kitty),
    ("modifyotherkeys", .modifyOtherKeys), ("KITTY", .kitty),
  ])
  func keyboardOverrideWinsOverReplies(value: String, expected: KeyboardProtocol) {
    #expect(
      decide([Self.kittyReply, Self.da1], ["KEYSTROKE_KEYBOARD": value]).keyboard == expected)
    #expect(decide([Self.da1], ["KEYSTROKE_KEYBOARD": value]).keyboard == expected)
  }

  @Test(arguments: [
    ([String: String](), 25),
    (["SSH_TTY": "/dev/pts/1"], 100),
    (["SSH_CONNECTION": "1 2 3 4"], 100),
    (["KEYSTROKE_ESCDELAY": "5"], 5),
    (["KEYSTROKE_ESCDELAY": "5", "SSH_TTY": "x"], 5),
  ])
  func escapeTimeoutWithoutKitty(env: [String: String], milliseconds: Int) {
    #expect(decide([Self.da1], env).escapeTimeout == .milliseconds(milliseconds))
  }

  @Test(arguments: [
    ([String: String](), ColorDepth.ansi16),
    (["TERM": "xterm-256color"], .indexed256),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
    (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
    (["TERM": "xterm-kitty"], .trueColor),
    (["TERM": "dumb"], .none),
    (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
    (["TERM": "xterm-256color", "NO_COLOR": ""], .indexed256),
    (["NO_COLOR": "1", "KEYSTROKE_COLOR": "256"], .indexed256),
    (["KEYSTROKE_COLOR": "truecolor"], .trueColor),
    (["KEYSTROKE_COLOR": "none", "COLORTERM": "truecolor"], .none),
  ])
  func colorDepthFromEnvironment(env: [String: String], depth: ColorDepth) {
    #expect(decide([Self.da1], env).colorDepth == depth)
  }

  @Test func sshAndTmuxComeFromEnvironment() {
    let profile = decide([Self.da1], ["TMUX": "/tmp/tmux-0/default,1,0", "SSH_TTY": "/dev/pts/0"])
    #expect(profile.insideTmux)
    #expect(profile.overSSH)
    #expect(!decide([Self.da1]).insideTmux)
  }

  @Test func queryBytesPushKittyQueryAndEndWithDA1() {
    let bytes = CapabilityNegotiation.queryBytes(environment: TerminalEnvironment())
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "\u{1B}[>1u\u{1B}[?u\u{1B}[?2026$p\u{1B}[>0q\u{1B}[c")
  }

  @Test(arguments: ["legacy", "modifyotherkeys"])
  func queryBytesSkipKittyWhenOverridden(value: String) {
    let env = TerminalEnvironment(["KEYSTROKE_KEYBOARD": value])
    let text = String(decoding: CapabilityNegotiation.queryBytes(environment: env), as: UTF8.self)
    #expect(!text.contains("u"))
    #expect(text.hasSuffix("\u{1B}[c"))
  }

  @Test func sentinelCompletesTheRecord() {
    var replies = NegotiationReplies()
    let firstWasSentinel = replies.record(Self.kittyReply)
    #expect(!firstWasSentinel)
    #expect(!replies.isComplete)
    let secondWasSentinel = replies.record(Self.da1)
    #expect(secondWasSentinel)
    #expect(replies.isComplete)
    #expect(replies.kittyKeyboardFlags == 1)
  }

  @Test func summaryNamesEveryProperty() {
    let lines = decide([Self.kittyReply, Self.syncSet, Self.da1], ["TERM": "xterm-256color"])
      .summaryLines
    #expect(lines.contains("kitty keyboard: yes"))
    #expect(lines.contains("synchronized output: yes"))
    #expect(lines.contains("colours: 256"))
    #expect(lines.contains("escape timeout: 1000 ms"))
    #expect(lines.contains("modifyOtherKeys: off"))
  }

  /// No terminal answers a `modifyOtherKeys` request, so the summary must not claim it is on.
  @Test func summarySaysModifyOtherKeysIsOnlyRequested() {
    let lines = decide([.terminalVersion("tmux 3.3a"), Self.da1], ["TERM": "screen"]).summaryLines
    #expect(lines.contains("modifyOtherKeys: requested (mode 2, unconfirmed)"))
    #expect(lines.contains("kitty keyboard: no"))
    #expect(lines.contains("terminal: tmux 3.3a"))
  }
}
