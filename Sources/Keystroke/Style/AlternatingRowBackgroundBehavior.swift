/// Whether the rows of tables and lists alternate their backgrounds; set with
/// `.alternatingRowBackgrounds(_:)`.
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
  let choice: Bool?

  /// The table style decides.
  public static var automatic: AlternatingRowBackgroundBehavior { .init(choice: nil) }
  /// Every other row is shaded.
  public static var enabled: AlternatingRowBackgroundBehavior { .init(choice: true) }
  /// No row is shaded.
  public static var disabled: AlternatingRowBackgroundBehavior { .init(choice: false) }
}
