/// One screen an update met, as ``ScreenNames`` notes it in the interaction record.
struct ScreenNote: Equatable {
  /// How the screen was met.
  enum Kind: Equatable {
    /// The app has it (a tab that is not selected).
    case known
    /// Its controls were built without being shown.
    case built
    /// It was built and shown in a presentation layer.
    case shown(layer: Int)
  }

  /// The screen's name: a tab's title or a navigation title.
  let name: String
  /// How it was met.
  let kind: Kind
}
