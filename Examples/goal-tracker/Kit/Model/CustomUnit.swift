/// A unit the user defined in the custom-unit form, offered next to the built-in ones.
public struct CustomUnit: Identifiable, Hashable, Sendable {
  /// The database row id.
  public var id: Int
  /// The unit's name as shown after amounts ("pages").
  public var name: String

  /// Creates a unit.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// The units every goal can use.
  public static let builtIn = ["times", "minutes", "hours", "km", "pages"]
}
