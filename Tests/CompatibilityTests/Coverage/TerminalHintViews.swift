import Keystroke

// The list spacing, privacy and text hints an iOS 17 settings screen sets; a terminal accepts
// them and draws the list as it would without them.

/// A settings list with spaced rows and sections and a private address.
struct HintedSettingsList: View {
  var body: some View {
    List {
      Section("Account") {
        Text("alice@example.com")
          // compat: .privacySensitive
          .privacySensitive()
          // compat: .textScale
          .textScale(.secondary)
        Text("Inbox")
          .badge(3)
          // compat: .badgeProminence
          .badgeProminence(.increased)
        Text("A long display name that could be tightened")
          // compat: .allowsTightening
          .allowsTightening(true)
      }
      // compat: .listSectionSpacing
      .listSectionSpacing(.compact)
      Section("Sync") {
        Text("Every hour")
      }
      .listSectionSpacing(.custom(2))
    }
    // compat: .listRowSpacing
    .listRowSpacing(4)
    .listSectionSpacing(8)
    // compat: .scenePadding
    .scenePadding()
    // compat: .backgroundStyle
    .backgroundStyle(.blue)
    // compat: .containerBackground
    .containerBackground(.green, for: .navigation)
    .containerBackground(for: .window) {
      Color.gray
    }
  }
}
