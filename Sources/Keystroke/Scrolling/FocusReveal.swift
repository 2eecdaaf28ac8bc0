/// The part of a focus target a scroll view around it keeps in view, when that is not the
/// whole target: an open picker's highlighted option rather than its label line. A scroll
/// view reveals the part once each time `token` changes (the highlight moved), as it reveals
/// a target once when focus arrives, so the user can still scroll away from it.
@MainActor
struct FocusReveal {
  /// Which part is shown; a new value is revealed again.
  let token: Int
  /// The element to bring into view.
  let element: Element

  /// The trait a focus target's element carries it under.
  static let traitKey = ObjectIdentifier(FocusReveal.self)

  /// What a scroll view last revealed of the focus target `id` inside it: the target itself
  /// (`part` nil) or the part a `FocusReveal` named by its token.
  struct Mark: Equatable {
    let id: Int
    let part: Int?
  }
}
