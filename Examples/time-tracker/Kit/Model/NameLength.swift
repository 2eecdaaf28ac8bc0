/// How long a project's or task's name may be. Names are shown on one line in pickers, rows
/// and the CSV export; a limit keeps a stray paste (a whole file in the name field) from
/// becoming a name every launch has to lay out.
public enum NameLength {
  /// The most characters a name may have.
  public static let maximum = 200

  /// What the name sheet says about `name` when it is too long, else `nil`. Costs at most
  /// `maximum` steps, however long the name.
  public static func problem(with name: String) -> String? {
    guard name.utf8.count > maximum,
      name.index(name.startIndex, offsetBy: maximum + 1, limitedBy: name.endIndex) != nil
    else { return nil }
    return "Names are at most \(maximum) characters."
  }
}
