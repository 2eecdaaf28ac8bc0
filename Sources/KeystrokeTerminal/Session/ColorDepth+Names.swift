extension ColorDepth {
  /// The name used by `KEYSTROKE_COLOR` and by `keystroke keys`: `none`, `16`, `256`, `truecolor`.
  public var name: String {
    switch self {
    case .none: return "none"
    case .ansi16: return "16"
    case .indexed256: return "256"
    case .trueColor: return "truecolor"
    }
  }

  /// Parses a `KEYSTROKE_COLOR` value (case-insensitive); `nil` when it names no depth.
  ///
  /// Accepted: `none`/`mono`/`0`, `16`/`ansi`, `256`, `truecolor`/`24bit`/`direct`.
  public init?(name: String) {
    switch name.lowercased() {
    case "none", "mono", "monochrome", "0": self = .none
    case "16", "ansi", "ansi16": self = .ansi16
    case "256", "indexed256": self = .indexed256
    case "truecolor", "24bit", "direct", "16m": self = .trueColor
    default: return nil
    }
  }
}
