import Keystroke

// Buttons whose actions are values rather than closures: an action a parent hands to a row,
// kept in a stored `() -> Void`, and a model's methods. SwiftUI takes a button's action as
// `@MainActor` in initializers marked `@preconcurrency`, so this compiles cleanly in the Swift 5
// language mode; in the Swift 6 mode both SwiftUI and Keystroke warn that the non-Sendable
// value may race, which is why this file is compiled in this target alone.

/// A model whose methods the row's buttons run.
final class InboxModel {
  private(set) var sent = 0

  func send() { sent += 1 }

  func archive() {}
}

/// A row whose buttons run an action handed in by its parent and its model's methods.
struct HandedActionRow: View {
  let model: InboxModel
  var onOpen: () -> Void = {}

  var body: some View {
    HStack {
      Button(action: onOpen) { Text("Open") }
      Button("Send", action: model.send)
      Button("Archive", role: .destructive, action: model.archive)
      Button("Again", systemImage: "arrow.clockwise", action: onOpen)
      Button("Reply", systemImage: "arrowshape.turn.up.left", role: nil, action: model.send)
    }
  }
}
