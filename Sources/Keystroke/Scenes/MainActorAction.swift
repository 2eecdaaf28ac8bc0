/// An action as SwiftUI's modifiers and controls take it (`onAppear`, a sheet's `onDismiss`, a
/// stepper's `onIncrement`), with no isolation of its own, kept as Keystroke runs it: on the
/// main actor, while the view that gave it is built or handles a key (see
/// ``MainActorContent``).
func mainActorAction(_ action: (() -> Void)?) -> (@MainActor () -> Void)? {
  guard let action else { return nil }
  let carried = MainActorContent(action)
  return { carried.function() }
}
