/// Draws its child as it is, but clicks pass through it to whatever lies beneath, as if the
/// child were not there: `.allowsHitTesting(false)`. The controls inside still take focus from
/// the keyboard.
@MainActor
final class NoHitTestingElement: WrapperElement {
  override class var passesAlignmentGuides: Bool { true }

  override var drawReadsOnlyOwnValues: Bool { true }
}
