/// Reads the roles of a dialog's buttons from its actions before they are built, so that a
/// dialog whose every button is destructive starts on its first one as it is built, as the
/// host would start it, instead of in a second pass.
@MainActor
enum DialogActionRoles {
  /// Whether `actions` are buttons, all of them destructive: `Button`s alone, in a group of
  /// views, inside modifiers that only change the environment (`.keyboardShortcut`,
  /// `.disabled`) or an `AnyView`. Anything else (a `ForEach`, a view of the app's own, a
  /// modifier that may add a control such as `.overlay` or `.focusable()`, no button at all)
  /// answers `false`.
  static func areAllDestructive(_ actions: any View) -> Bool {
    guard let roles = roles(of: actions), !roles.isEmpty else { return false }
    return roles.allSatisfy { $0 == .destructive }
  }

  /// The roles of the buttons `view` is made of, or `nil` when it holds anything else.
  private static func roles(of view: any View) -> [ButtonRole?]? {
    if let listing = view as? any ButtonRoleListing { return listing.buttonRoles }
    if let erased = view as? AnyView { return roles(of: erased.wrapped) }
    if let modified = view as? any EnvironmentOnlyModified {
      return roles(of: modified.unmodified)
    }
    return nil
  }

  /// The roles of the buttons in `views`, or `nil` when one of them holds anything else.
  fileprivate static func roles(ofEach views: [any View]) -> [ButtonRole?]? {
    var all: [ButtonRole?] = []
    for view in views {
      guard let roles = roles(of: view) else { return nil }
      all += roles
    }
    return all
  }
}

/// A view whose buttons' roles can be read without building it.
@MainActor
private protocol ButtonRoleListing {
  /// The roles of the buttons the view is made of, or `nil` when it holds anything else.
  var buttonRoles: [ButtonRole?]? { get }
}

extension Button: ButtonRoleListing {
  fileprivate var buttonRoles: [ButtonRole?]? { [role] }
}

extension TupleView: ButtonRoleListing {
  fileprivate var buttonRoles: [ButtonRole?]? { DialogActionRoles.roles(ofEach: views) }
}

/// A view inside a modifier that only changes the environment, which adds no control.
@MainActor
private protocol EnvironmentOnlyModified {
  /// The view the modifier wraps.
  var unmodified: any View { get }
}

extension ModifiedContent: EnvironmentOnlyModified
where Content: View, Modifier == EnvironmentModifier {
  fileprivate var unmodified: any View { content }
}
