/// One well-formed entry of a keymap file: bind keys to a command, or remove a command's keys.
public struct KeymapEntry: Hashable, Sendable {
  /// The keys, or `nil` in a removal that names no keys (remove whatever keys the command has).
  public var keys: KeySequence?
  /// The command's stable identity (``CommandCatalog``), without the leading `-` of a removal.
  public var command: CommandID
  /// Whether the entry removes keys (`"command": "-File/New Project"`) instead of binding them.
  public var isRemoval: Bool
  /// The `"when"` condition, if any.
  public var context: KeymapContext?
  /// The only terminal kind the entry applies to (`"terminal": "legacy"`), if any.
  public var terminal: TerminalKeyProfile?
  /// Where the entry's `{` is.
  public var position: SourcePosition
  /// Where the `"key"` value is, or the entry's position when there is none.
  public var keysPosition: SourcePosition
  /// Where the `"command"` value is.
  public var commandPosition: SourcePosition
  /// Where the `"when"` value is, or the entry's position when there is none.
  public var contextPosition: SourcePosition
  /// The entry's text in the file, as offsets in Unicode scalars.
  public var offsets: Range<Int> = 0..<0

  /// Creates an entry.
  public init(
    keys: KeySequence?, command: CommandID, isRemoval: Bool = false,
    context: KeymapContext? = nil, terminal: TerminalKeyProfile? = nil,
    position: SourcePosition = SourcePosition(line: 1, column: 1),
    keysPosition: SourcePosition? = nil, commandPosition: SourcePosition? = nil,
    contextPosition: SourcePosition? = nil
  ) {
    self.keys = keys
    self.command = command
    self.isRemoval = isRemoval
    self.context = context
    self.terminal = terminal
    self.position = position
    self.keysPosition = keysPosition ?? position
    self.commandPosition = commandPosition ?? position
    self.contextPosition = contextPosition ?? position
  }

  /// Whether the entry applies on `profile` with `contexts` active.
  public func applies(on profile: TerminalKeyProfile, in contexts: Set<KeymapContext.Name>)
    -> Bool
  {
    (terminal == nil || terminal == profile) && (context?.matches(contexts) ?? true)
  }
}
