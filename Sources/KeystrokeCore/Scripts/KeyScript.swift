/// A scripted sequence of key presses, typed text, waits and resizes, as the `--play` option
/// of every example and the testing host accept.
///
/// Tokens are separated by spaces:
/// - a shortcut in any form ``Shortcut(parsing:)`` accepts: `cmd+1`, `⌘⇧U`, `ctrl+s`, `enter`,
///   `esc`, `f5`, or a single character such as `a` or `A` (Shift+A);
/// - a double-quoted string types its characters (`\"` and `\\` escape a quote and a
///   backslash): `"Write report"`;
/// - `wait:<duration>` advances the clock: `wait:250ms`, `wait:2s`, `wait:15m`, `wait:1h`
///   (a bare number is milliseconds);
/// - `resize:<columns>x<rows>` resizes the terminal: `resize:80x24`.
public struct KeyScript: Hashable, Sendable {
  /// One thing the script does.
  public enum Step: Hashable, Sendable {
    /// Press a key.
    case key(Shortcut)
    /// Type text, one character at a time.
    case text(String)
    /// Let time pass.
    case wait(Duration)
    /// Resize the terminal.
    case resize(columns: Int, rows: Int)
  }

  /// The largest terminal a script may ask for, in either dimension.
  public static let maximumDimension = 2000
  /// The longest wait a script may ask for.
  public static let maximumWait = Duration.seconds(366 * 24 * 3600)

  /// The steps, in order.
  public var steps: [Step]

  /// Creates a script from its steps.
  public init(steps: [Step]) { self.steps = steps }

  /// Parses a script.
  ///
  /// - Throws: ``KeyScriptError`` naming the first bad token and its position.
  public init(parsing source: String) throws(KeyScriptError) {
    var steps: [Step] = []
    for token in try KeyScriptTokenizer.tokens(in: source) {
      steps.append(try Self.step(for: token))
    }
    self.steps = steps
  }

  private static func step(for token: KeyScriptTokenizer.Token) throws(KeyScriptError) -> Step {
    if token.isQuoted { return .text(token.text) }
    let lowered = token.text.lowercased()
    if lowered.hasPrefix("wait:") {
      return .wait(try duration(String(token.text.dropFirst(5)), token: token))
    }
    if lowered.hasPrefix("resize:") {
      return try resize(String(token.text.dropFirst(7)), token: token)
    }
    do {
      return .key(try Shortcut(parsing: token.text))
    } catch {
      throw KeyScriptError(token: token.text, position: token.position, reason: error.description)
    }
  }

  private static func duration(_ text: String, token: KeyScriptTokenizer.Token)
    throws(KeyScriptError) -> Duration
  {
    let units: [(String, Int64)] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000)]
    var digits = text
    var millisecondsPerUnit: Int64 = 1
    for (suffix, scale) in units where text.lowercased().hasSuffix(suffix) {
      let candidate = String(text.dropLast(suffix.count))
      if !candidate.isEmpty, candidate.allSatisfy(\.isASCII), Double(candidate) != nil {
        digits = candidate
        millisecondsPerUnit = scale
        break
      }
    }
    guard let value = Double(digits), value.isFinite, value >= 0 else {
      throw KeyScriptError(
        token: token.text, position: token.position,
        reason: "\"\(text)\" is not a duration (use e.g. wait:250ms, wait:2s, wait:15m, wait:1h)")
    }
    let milliseconds = value * Double(millisecondsPerUnit)
    let limit = Double(maximumWait.components.seconds) * 1000
    guard milliseconds <= limit else {
      throw KeyScriptError(
        token: token.text, position: token.position, reason: "a wait may last at most 366 days")
    }
    return .milliseconds(Int64(milliseconds.rounded()))
  }

  private static func resize(_ text: String, token: KeyScriptTokenizer.Token)
    throws(KeyScriptError) -> Step
  {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else {
      throw KeyScriptError(
        token: token.text, position: token.position,
        reason: "\"\(text)\" is not a size (use e.g. resize:80x24)")
    }
    guard (1...maximumDimension).contains(columns), (1...maximumDimension).contains(rows) else {
      throw KeyScriptError(
        token: token.text, position: token.position,
        reason: "a terminal must be 1 to \(maximumDimension) cells in each direction")
    }
    return .resize(columns: columns, rows: rows)
  }
}
