@testable import Keystroke

/// Counts the bodies that ran; a class, so it never makes two views differ.
@MainActor
final class BodyCount {
  var count = 0
}

/// A line of text that counts its body evaluations in `bodies`: what tests of lazy lists and
/// pickers count to see how many rows an update built.
struct CountedText: View {
  let text: String
  let bodies: BodyCount

  var body: some View {
    bodies.count += 1
    return Text(text)
  }
}
