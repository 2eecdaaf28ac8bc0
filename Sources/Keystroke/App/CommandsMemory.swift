/// A window's collected commands, kept while nothing they could read changed, so an update
/// that changed a view inside the window (a selection move, a menu opening) does not build
/// every command button again.
///
/// The commands are collected again when the app's body ran again and declared commands that
/// differ from the kept ones (compared as views are, actions by what they capture), when the
/// window changes, when the environment or the focused values they read differ, when a node
/// inside them changed (a command view's own state), or when collecting them added to the
/// interaction record something that cannot be replayed.
@MainActor
final class CommandsMemory {
  private var commands: CollectedCommands?
  private var bodyGeneration = -1
  /// The command values the kept commands were collected from.
  private var values: [AnyCommands] = []
  private var windowID: String?
  private var environment: EnvironmentValues?
  private var focusedValues: FocusedValues?
  private var contributions: SubtreeReuse?

  init() {}

  /// The memory kept in `node`, created on first use.
  static func stored(in node: ViewNode) -> CommandsMemory {
    node.kept { CommandsMemory() }
  }

  /// The kept commands, with their record contributions replayed into `record`, if nothing
  /// they could read changed; `values` are the command values the app's body declared in
  /// update `bodyGeneration`, `nodes` the nodes the commands were built in, and `generation`
  /// the update asking.
  func commands(
    bodyGeneration: Int, values: [AnyCommands], windowID: String,
    environment: EnvironmentValues, focusedValues: FocusedValues, nodes: [ViewNode],
    record: InteractionRecord, generation: Int
  ) -> CollectedCommands? {
    guard let commands, let contributions,
      bodyGeneration == self.bodyGeneration || Self.same(values, self.values),
      windowID == self.windowID, contributions.mark.fits(record),
      nodes.allSatisfy({ !$0.isDirty && $0.dirtyBelowGeneration <= contributions.generation }),
      self.focusedValues?.isEquivalent(to: focusedValues) == true,
      self.environment?.isEquivalent(to: environment) == true
    else { return nil }
    self.bodyGeneration = bodyGeneration
    contributions.replay(into: record)
    contributions.generation = generation
    for node in nodes { node.keepSubtree() }
    return commands
  }

  /// Keeps commands just collected, or forgets any kept ones when `contributions` is `nil`
  /// (collecting added something to the record that cannot be replayed).
  func keep(
    _ commands: CollectedCommands, bodyGeneration: Int, values: [AnyCommands],
    windowID: String, environment: EnvironmentValues, focusedValues: FocusedValues,
    contributions: SubtreeReuse?
  ) {
    self.commands = contributions == nil ? nil : commands
    self.bodyGeneration = bodyGeneration
    self.values = values
    self.windowID = windowID
    self.environment = environment
    self.focusedValues = focusedValues
    self.contributions = contributions
  }

  /// Whether two lists of command values declare the same commands.
  private static func same(_ new: [AnyCommands], _ kept: [AnyCommands]) -> Bool {
    guard new.count == kept.count else { return false }
    for (new, kept) in zip(new, kept) where !ViewComparison.sameCommands(new.base, kept.base) {
      return false
    }
    return true
  }
}
