/// What a save sheet does about what is already at a target name: the decision, from what is
/// there, made before anything is written. Pure.
enum FileSaveCheck: Equatable {
  /// Nothing is there: place the file.
  case free
  /// The file is already there (a mover asked to move a file into its own folder).
  case alreadyThere
  /// Something is there that may be replaced once the user says so; the sentence says what.
  case askToReplace(String)
  /// Something is there that is never replaced (a folder, a device); the sentence says why.
  case refuse(String)

  /// What is at a target name.
  enum Existing: Equatable {
    /// Nothing.
    case nothing
    /// A regular file.
    case file
    /// A symbolic link, and the path it leads to (after every link in a chain).
    case link(to: String)
    /// Something else, in words ("a folder", "a FIFO (named pipe)").
    case other(String)
  }

  /// The decision for `name`, where `existing` is there, when the sheet exports (`moving`
  /// false: a link is written through, to the file it names) or moves files (`moving`: a link
  /// is replaced itself). `isSource` says the target is the very file being moved.
  static func make(
    name: String, existing: Existing, moving: Bool, isSource: Bool = false
  ) -> FileSaveCheck {
    if isSource { return .alreadyThere }
    switch existing {
    case .nothing:
      return .free
    case .file:
      return .askToReplace("“\(name)” already exists.")
    case .link(let target):
      if moving {
        return .askToReplace(
          "“\(name)” already exists, a link to \(target); the link is replaced, not \(target).")
      }
      return .askToReplace(
        "“\(name)” is a link to \(target); replacing it writes the new contents there.")
    case .other(let kind):
      return .refuse("“\(name)” is \(kind) and cannot be replaced; choose another name.")
    }
  }
}
