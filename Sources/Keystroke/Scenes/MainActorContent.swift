/// A scene's content closure, as SwiftUI's scene initialisers take it: not marked
/// `@MainActor`, so that closures with a projected parameter (`{ $note in … }`) inherit the
/// app's main-actor isolation. Keystroke calls it only while building views, on the main
/// actor, which is what makes carrying it into the scene's main-actor content builder safe.
struct MainActorContent<Function>: @unchecked Sendable {
  let function: Function

  init(_ function: Function) { self.function = function }
}
