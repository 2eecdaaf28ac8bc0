import Foundation
import Keystroke

// Avatars loaded from URLs, in the shapes apps write them.

/// A contact row whose avatar shows once loaded, with a spinner until then.
struct AvatarRow: View {
  let name: String
  let avatar: URL?

  var body: some View {
    HStack {
      // compat: AsyncImage
      AsyncImage(url: avatar) { image in
        image.resizable().scaledToFit()
      } placeholder: {
        ProgressView()
      }
      .frame(width: 2, height: 1)
      Text(name)
    }
  }
}

/// An avatar that says what happened to its load.
struct AvatarPhases: View {
  let avatar: URL?

  var body: some View {
    VStack(alignment: .leading) {
      // compat: AsyncImagePhase
      AsyncImage(url: avatar) { phase in
        switch phase {
        case .empty:
          Text("loading")
        case .success(let image):
          HStack {
            image
            Text("loaded")
          }
        case .failure(let error):
          Text("failed: \(error.localizedDescription)")
        @unknown default:
          Text("unknown")
        }
      }
      AsyncImage(url: avatar, scale: 2)
    }
  }
}
