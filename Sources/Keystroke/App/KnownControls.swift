import KeystrokeCore

/// The controls with keyboard shortcuts an app has shown so far, each once by its keymap
/// identity with the keys it declares, so the keymap, the editor and the command listing know
/// the controls of screens that are not on screen now.
struct KnownControls: Equatable {
  /// The most controls remembered; titles that change with data would otherwise grow the list
  /// for as long as the app runs.
  static let limit = 500

  /// The controls, in the order first met.
  private(set) var commands: [Command] = []
  private var seen: Set<CommandID> = []

  /// Notes the controls of one update: those with an identity, with their declared keys.
  mutating func note(_ targets: [(id: CommandID, title: String, keys: KeySequence)]) {
    for target in targets where commands.count < Self.limit {
      guard seen.insert(target.id).inserted else { continue }
      var command = Command(id: target.id, title: target.title, keys: target.keys)
      command.stableID = target.id
      commands.append(command)
    }
  }
}
