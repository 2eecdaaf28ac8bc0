/// An action as SwiftUI's modifiers take it (`onAppear`, a sheet's `onDismiss`), with no
/// isolation of its own, kept as Keystroke runs it: on the main actor, where the view that
/// gave it is built.
@MainActor
func mainActorAction(_ action: (() -> Void)?) -> (@MainActor () -> Void)? {
  guard let action else { return nil }
  return { action() }
}
