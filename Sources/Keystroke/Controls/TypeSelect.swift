import Foundation

/// Type-select in an open list (a picker's options, a file picker's entries): letters typed
/// one after another narrow the search from the highlighted item; a letter that matches
/// nothing that way starts afresh after it, so one letter pressed again steps through the items
/// it starts. Titles match from their start, ignoring case and accents.
enum TypeSelect {
  /// Where `text`, typed after `typed` (the letters typed since the last other key), moves the
  /// highlight from `current` among `count` items titled by `title`, and the letters typed
  /// then; `nil` when nothing matches. With `restarting` false only the narrowed search runs
  /// (a picker's Space, which chooses when it does not narrow).
  static func find(
    _ text: String, after typed: String, from current: Int, count: Int,
    restarting: Bool = true, title: (Int) -> String?
  ) -> (index: Int, typed: String)? {
    guard count > 0 else { return nil }
    if !typed.isEmpty,
      let found = first(startingWith: typed + text, from: current, count: count, title: title)
    {
      return (found, typed + text)
    }
    guard restarting,
      let found = first(startingWith: text, from: current + 1, count: count, title: title)
    else { return nil }
    return (found, text)
  }

  /// The first item from `start` on (wrapping round) whose title starts with `prefix`.
  private static func first(
    startingWith prefix: String, from start: Int, count: Int, title: (Int) -> String?
  ) -> Int? {
    guard !prefix.isEmpty else { return nil }
    for step in 0..<count {
      let index = (start + step) % count
      if let title = title(index),
        title.range(of: prefix, options: [.anchored, .caseInsensitive, .diacriticInsensitive])
          != nil
      {
        return index
      }
    }
    return nil
  }
}
