import Foundation

/// A button that opens help, SwiftUI's `HelpLink` (macOS 14, iOS 17): drawn as "? Help", it
/// takes focus like a button, and Space, Return or a click run its action or hand its URL to
/// the environment's ``OpenURLAction``.
public struct HelpLink {
  let action: (() -> Void)?
  let destination: URL?
  @Environment(\.openURL) private var openURL

  /// A help button that runs `action`.
  nonisolated public init(action: @escaping () -> Void) {
    self.action = action
    destination = nil
  }

  /// A help button that opens `destination`.
  nonisolated public init(destination: URL) {
    action = nil
    self.destination = destination
  }
}

extension HelpLink: View {
  /// The help button.
  public var body: some View {
    let action = self.action
    let destination = self.destination
    let openURL = self.openURL
    Button {
      if let action {
        action()
      } else if let destination {
        openURL(destination)
      }
    } label: {
      Label("Help", systemImage: "questionmark.circle")
    }
  }
}
