/// A shortcut that a platform already gives a meaning, and who owns it.
public struct ReservedShortcut: Hashable, Sendable {
  /// Who owns a reserved shortcut.
  public enum Ownership: Hashable, Sendable {
    /// The system takes the keys before any app sees them; an app binding never fires.
    case system
    /// The keys reach the app, but people expect this meaning; binding them to something else
    /// deserves a warning.
    case standard
  }

  /// The keys.
  public let shortcut: Shortcut
  /// What the keys do, such as "Spotlight" or "Quit".
  public let meaning: String
  /// Whether the system or convention owns them.
  public let ownership: Ownership

  /// Creates an entry.
  public init(_ shortcut: Shortcut, meaning: String, ownership: Ownership) {
    self.shortcut = shortcut
    self.meaning = meaning
    self.ownership = ownership
  }
}
