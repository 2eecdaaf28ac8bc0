import Keystroke

// Views that react to where they are in a scroll view, the iOS 17/18 way: scroll
// transitions, visual effects from the geometry, visibility actions, and a zoom navigation
// transition.

/// One photo card: a title and a caption, three lines tall.
struct PhotoCard: View {
  let title: String

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(title)
      Text("caption")
      Divider()
    }
  }
}

/// A feed of cards that fade at the edges of the scroll view, a status line naming the cards
/// shown, and a header that moves as it is scrolled.
struct PhotoFeed: View {
  @State private var shown: Set<Int> = []
  let count: Int

  init(count: Int = 8) { self.count = count }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("shown: " + shown.sorted().map(String.init).joined(separator: ","))
      ScrollView {
        Text("Photos")
          // compat: .visualEffect
          .visualEffect { content, proxy in
            content.offset(x: proxy.frame(in: .global).minY > 1 ? 0 : 2)
          }
        ForEach(0..<count, id: \.self) { index in
          PhotoCard(title: "Photo \(index)")
            // compat: .scrollTransition
            .scrollTransition { content, phase in
              content
                .opacity(phase.isIdentity ? 1 : 0.3)
                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                .blur(radius: phase.isIdentity ? 0 : 2)
            }
            // compat: .onScrollVisibilityChange
            .onScrollVisibilityChange(threshold: 0.2) { isVisible in
              if isVisible { shown.insert(index) } else { shown.remove(index) }
            }
        }
      }
      .scrollIndicators(.hidden)
    }
  }
}

/// Cards that slide in from the side at the bottom edge and stay put at the top edge.
struct SlidingCards: View {
  var body: some View {
    ScrollView {
      ForEach(["Rome", "Oslo", "Lima"], id: \.self) { city in
        PhotoCard(title: city)
          .scrollTransition(
            // compat: ScrollTransitionConfiguration
            topLeading: .identity,
            bottomTrailing: .animated(.easeOut).threshold(.visible(0.9)),
            axis: .vertical
          ) { content, phase in
            // compat: ScrollTransitionPhase
            content.offset(x: phase == .bottomTrailing ? 4 : phase.value)
          }
      }
      Text("end")
        .scrollTransition(
          .interactive(timingCurve: .linear)
            .threshold(.centered.interpolated(towards: .visible, amount: 0.5).inset(by: 1))
        ) { content, phase in
          content.rotationEffect(.degrees(phase.value * 10)).opacity(1 - abs(phase.value) / 2)
        }
        .scrollTransition(.animated.threshold(.hidden)) { effect, _ in effect }
        .scrollTransition(.interactive.animation(.smooth)) { effect, phase in
          // compat: VisualEffect
          effect.hueRotation(.degrees(phase.value * 90)).saturation(phase.isIdentity ? 1 : 0)
            .brightness(0).contrast(1).grayscale(0)
        }
    }
  }
}

/// A row whose badge leans by its position, drawn with an effect built in a function.
struct LeaningBadge: View {
  let label: String

  var body: some View {
    Text(label)
      .visualEffect { content, geometry in
        Self.lean(content, by: geometry.size.width)
      }
  }

  /// The effect for a badge `width` cells wide; called from the effect closure, off the main
  /// actor.
  nonisolated static func lean(_ content: EmptyVisualEffect, by width: CGFloat) -> some VisualEffect
  {
    content
      .rotation3DEffect(.degrees(width), axis: (x: 0, y: 1, z: 0))
      .scaleEffect(x: 1, y: 1)
      .offset(CGSize(width: 0, height: 0))
  }
}

/// A gallery whose photos open with a zoom from their thumbnail.
struct ZoomGallery: View {
  @Namespace private var zoom

  var body: some View {
    NavigationStack {
      List(["Dunes", "Fjord"], id: \.self) { name in
        NavigationLink {
          Text("Full \(name)")
            // compat: .navigationTransition
            .navigationTransition(.zoom(sourceID: name, in: zoom))
        } label: {
          Text(name)
            // compat: .matchedTransitionSource
            .matchedTransitionSource(id: name, in: zoom) { source in
              source.background(.blue).clipShape(RoundedRectangle(cornerRadius: 8))
                .shadow(radius: 4)
            }
        }
      }
      .navigationTitle("Gallery")
      .navigationTransition(.automatic)
    }
  }
}

/// A detail pushed with the system's transition.
struct PlainDetail: View {
  @Namespace private var space

  var body: some View {
    Text("Detail")
      .matchedTransitionSource(id: 1, in: space)
      // compat: NavigationTransition
      .navigationTransition(.automatic)
  }
}
