/// How `--list-commands`, `--json` and `--shortcuts` print an app's commands.
public enum CommandListingFormat: String, Hashable, Sendable {
  /// One line per command: identity, default keys, keys on this terminal, scope.
  case text
  /// The same as a JSON array.
  case json
  /// A Markdown cheat sheet grouped by menu.
  case markdown
}
