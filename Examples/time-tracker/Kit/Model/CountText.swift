/// A count with its noun in the right number: `1 entry`, `2 entries`, `0 tasks`.
public enum CountText {
  /// `count` followed by `singular` when it is exactly one, else by `plural`.
  public static func of(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) " + (count == 1 ? singular : plural)
  }

  /// A count of entries: `1 entry`, `3 entries`.
  public static func entries(_ count: Int) -> String { of(count, "entry", "entries") }
}
