/// A terminal's answer to one of the capability queries sent at startup.
public enum NegotiationReply: Hashable, Sendable {
  /// `CSI ? flags u`: the kitty keyboard flags now in effect.
  case kittyKeyboardFlags(Int)
  /// `CSI ? mode ; state $ y`: a DECRQM report (0 unknown, 1 set, 2 reset, 3 always set,
  /// 4 always reset).
  case modeReport(mode: Int, state: Int)
  /// `CSI ? … c`: the primary device attributes (DA1), the negotiation's sentinel.
  case primaryDeviceAttributes([Int])
  /// `DCS > | text ST`: the XTVERSION name and version, such as `tmux 3.3a`.
  case terminalVersion(String)
}
