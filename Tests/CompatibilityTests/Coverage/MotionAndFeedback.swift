import Keystroke

// Motion and feedback in the shapes iOS apps write them: a card that grows into a detail view
// with a matched geometry effect, haptics on selection, and focus sections for a TV-style
// layout. A terminal shows each change at once and plays nothing; the code compiles and the
// screens work.

/// A card that expands in place.
struct ExpandingCard: View {
  // compat: @Namespace
  @Namespace private var card
  @State private var expanded = false
  @State private var picks = 0

  /// The namespace, for tests that check it lasts.
  var namespaceReport: (Namespace.ID) -> Void = { _ in }

  var body: some View {
    let _ = namespaceReport(card)
    VStack(alignment: .leading) {
      if expanded {
        Text("Trip to Lisbon, 4 nights")
          // compat: .matchedGeometryEffect
          .matchedGeometryEffect(id: "title", in: card)
        Text("Flights, hotel and a tram pass")
      } else {
        Text("Lisbon")
          .matchedGeometryEffect(id: "title", in: card, properties: .position, isSource: false)
      }
      Button(expanded ? "Less" : "More") {
        withAnimation(.spring) { expanded.toggle() }
        picks += 1
      }
      // compat: .sensoryFeedback
      .sensoryFeedback(.selection, trigger: picks)
      .sensoryFeedback(.impact(weight: .light, intensity: 0.5), trigger: expanded) { old, new in
        !old && new
      }
    }
    // compat: .geometryGroup
    .geometryGroup()
    // compat: .focusSection
    .focusSection()
  }
}

/// A score whose digits roll as it changes in SwiftUI.
struct RollingScore: View {
  @State private var score = 0

  var body: some View {
    HStack {
      Text("\(score)")
        // compat: .contentTransition
        .contentTransition(.numericText(value: Double(score)))
        .animation(.default, value: score)
      Text(score > 9 ? "High" : "Low").contentTransition(.opacity)
      Button("Add") { score += 1 }
    }
  }
}
