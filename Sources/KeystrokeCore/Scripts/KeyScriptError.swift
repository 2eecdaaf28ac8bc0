/// Why a key script could not be read: the bad token, where it starts, and what is wrong.
public struct KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The token as written.
  public let token: String
  /// Its position in the script, counting characters from 1.
  public let position: Int
  /// What is wrong with it.
  public let reason: String

  /// Creates an error.
  public init(token: String, position: Int, reason: String) {
    self.token = token
    self.position = position
    self.reason = reason
  }

  /// A one-line message: `bad token "cmd+" at 5: missing key after "cmd+" at 5`.
  public var description: String {
    "bad token \"\(token)\" at \(position): \(reason)"
  }
}
