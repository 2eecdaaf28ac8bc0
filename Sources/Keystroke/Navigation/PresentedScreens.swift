/// The screens that `navigationDestination(isPresented:)` and `(item:)` pushed on one stack,
/// and the views `NavigationLink(destination:)` pushed on a stack whose typed path cannot hold
/// them (a link's screen has no binding: it stays until popped, by the user or with the path
/// values beneath it).
///
/// They are kept beside the stack's path, not in it: a path the app owns holds only the app's
/// own values (a typed path could not hold a screen at all), and keeping them here lets the
/// presenting view push its screen while the stack is being built, so the screen shows in the
/// update that asked for it. Each screen sits above the path values there were when it was
/// pushed (its ``Screen/base``): values pushed later, from inside it, go above it.
struct PresentedScreens {
  /// One pushed screen.
  struct Screen {
    /// The number of the ``ViewDestinationToken`` standing for the screen.
    let number: Int
    /// What the binding presented when the screen was pushed.
    let id: AnyHashable
    /// The node of the modifier that pushed it; `nil` for a link's view.
    let owner: Int?
    /// How many path values were beneath the screen when it was pushed.
    let base: Int
    /// What the binding presents now (`nil` when it lets go).
    let current: @MainActor () -> AnyHashable?
    /// Lets go of the binding (`false`, `nil`).
    let clear: @MainActor () -> Void
  }

  /// One place in the stack: a value of the path, by its index, or a screen kept here.
  enum Place {
    case path(Int)
    case screen(Int)
  }

  /// The screens, in the order they were pushed.
  private var screens: [Screen] = []

  /// The screen the modifier at node `owner` pushed, if it is still on the stack.
  func screen(of owner: Int) -> Screen? { screens.first { $0.owner == owner } }

  /// Whether the screen numbered `number` is on the stack.
  func contains(_ number: Int) -> Bool { screens.contains { $0.number == number } }

  /// Adds a screen on top of the path values beneath it.
  mutating func push(_ screen: Screen) { screens.append(screen) }

  /// The places of a stack whose path has `pathCount` values: each screen after the values
  /// that were beneath it and before those pushed over it.
  func places(pathCount: Int) -> [Place] {
    var places: [Place] = []
    places.reserveCapacity(pathCount + screens.count)
    for index in 0...pathCount {
      for (screenIndex, screen) in screens.enumerated() where screen.base == index {
        places.append(.screen(screenIndex))
      }
      if index < pathCount { places.append(.path(index)) }
    }
    return places
  }

  /// The whole stack, the path's values with a token in each screen's place.
  func stack(over path: [AnyHashable]) -> [AnyHashable] {
    if screens.isEmpty { return path }
    return places(pathCount: path.count).map { place in
      switch place {
      case .path(let index): return path[index]
      case .screen(let index):
        return AnyHashable(ViewDestinationToken(number: screens[index].number))
      }
    }
  }

  /// Keeps the first `depth` places of the stack, removing the screens above them.
  ///
  /// - Returns: How many path values stay, and the screens removed, whose bindings the caller
  ///   lets go of.
  mutating func keep(first depth: Int, pathCount: Int) -> (pathCount: Int, removed: [Screen]) {
    let kept = places(pathCount: pathCount).prefix(max(0, depth))
    var keptScreens = Set<Int>()
    var keptPath = 0
    for place in kept {
      switch place {
      case .path: keptPath += 1
      case .screen(let index): keptScreens.insert(index)
      }
    }
    let removed = screens.indices.filter { !keptScreens.contains($0) }.map { screens[$0] }
    screens = screens.indices.filter(keptScreens.contains).map { screens[$0] }
    return (keptPath, removed)
  }

  /// The depth (places beneath) of the screen numbered `number` in a stack whose path has
  /// `pathCount` values.
  func depth(of number: Int, pathCount: Int) -> Int? {
    places(pathCount: pathCount).firstIndex { place in
      guard case .screen(let index) = place else { return false }
      return screens[index].number == number
    }
  }

  /// The first screen, from the bottom, whose binding no longer presents what it was pushed
  /// for.
  @MainActor
  func firstLetGo() -> Screen? { screens.first { $0.current() != $0.id } }

  /// Removes the screens whose path values beneath were popped (the path has `pathCount`
  /// values now), returning them.
  mutating func removeStranded(pathCount: Int) -> [Screen] {
    let stranded = screens.filter { $0.base > pathCount }
    if !stranded.isEmpty { screens.removeAll { $0.base > pathCount } }
    return stranded
  }
}
