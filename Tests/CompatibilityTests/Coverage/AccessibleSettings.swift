import Keystroke

// A settings form described for assistive technologies, as iOS and macOS apps describe theirs.

/// A settings form with accessibility labels, hints, values, traits and actions.
struct AccessibleSettingsForm: View {
  @State private var volume = 0.5
  @State private var isMuted = false
  // compat: DynamicTypeSize
  @Environment(\.dynamicTypeSize) private var typeSize
  // compat: EnvironmentValues.accessibilityReduceMotion
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  // compat: EnvironmentValues.layoutDirection
  @Environment(\.layoutDirection) private var layoutDirection
  // compat: EnvironmentValues.displayScale
  @Environment(\.displayScale) private var displayScale
  // compat: EnvironmentValues.legibilityWeight
  @Environment(\.legibilityWeight) private var legibilityWeight

  var body: some View {
    Form {
      Slider(value: $volume, in: 0...1)
        // compat: .accessibilityLabel
        .accessibilityLabel("Volume")
        // compat: .accessibilityValue
        .accessibilityValue("\(Int(volume * 100)) percent")
        // compat: .accessibilityHint
        .accessibilityHint(Text("Adjusts the playback volume"))
        // compat: .accessibilityAdjustableAction
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: volume = min(1, volume + 0.1)
          case .decrement: volume = max(0, volume - 0.1)
          }
        }
      Toggle("Mute", isOn: $isMuted)
        // compat: .accessibilityIdentifier
        .accessibilityIdentifier("muteToggle")
      HStack {
        Image(systemName: "star.fill")
          // compat: .accessibilityHidden
          .accessibilityHidden(true)
        Text(layoutDirection == .leftToRight && displayScale == 1 ? "Favourites" : "")
          .bold(legibilityWeight == .bold)
      }
      // compat: .accessibilityElement
      .accessibilityElement(children: .combine)
      // compat: .accessibilityAddTraits
      .accessibilityAddTraits(.isButton)
      // compat: .accessibilityRemoveTraits
      .accessibilityRemoveTraits(.isImage)
      // compat: .accessibilityAction
      .accessibilityAction(named: "Remove") { isMuted = false }
      .accessibilityAction { isMuted.toggle() }
      // compat: .accessibilitySortPriority
      .accessibilitySortPriority(1)
      // compat: .accessibilityInputLabels
      .accessibilityInputLabels(["Favourites", "Stars"])
      // compat: .accessibilityHeading
      .accessibilityHeading(.h2)
      // compat: .accessibilityTextContentType
      .accessibilityTextContentType(.plain)
      // compat: .accessibilityRespondsToUserInteraction
      .accessibilityRespondsToUserInteraction()
      Text(reduceMotion ? "Still" : "Size \(typeSize.isAccessibilitySize ? "large" : "regular")")
        // compat: .accessibilityRepresentation
        .accessibilityRepresentation { Text("Text size") }
        // compat: .accessibilityChildren
        .accessibilityChildren { Text("child") }
        // compat: .accessibilityShowsLargeContentViewer
        .accessibilityShowsLargeContentViewer()
        // compat: .accessibility(label:)
        .accessibility(label: Text("Size"))
        .accessibility(hidden: false)
        // compat: .dynamicTypeSize
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
  }
}

/// The traits a custom control describes itself with.
// compat: AccessibilityTraits
let tileTraits: AccessibilityTraits = [.isButton, .isSelected, .isHeader]

/// A tile whose chained attachments keep one type, as in SwiftUI.
struct LabelledTile: View {
  // compat: AccessibilityAttachmentModifier
  var body: ModifiedContent<Text, AccessibilityAttachmentModifier> {
    Text("Tile")
      .accessibilityLabel("Photo")
      .accessibilityHint("Opens the photo")
  }
}
