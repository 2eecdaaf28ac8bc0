import Keystroke

// Preferences in the shape apps use them: a child reports something (a title, a count of
// unread items) and an ancestor shows it or reacts to it.

/// The titles of the sections a page shows, gathered in order.
// compat: PreferenceKey
struct SectionTitlesKey: PreferenceKey {
  static let defaultValue: [String] = []

  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

/// An optional badge; its default value is `nil` without declaring one.
struct BadgeTextKey: PreferenceKey {
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = value ?? nextValue()
  }
}

/// One section of a page.
struct PageSection: View {
  let title: String

  var body: some View {
    Text(title)
      // compat: .preference(key:value:)
      .preference(key: SectionTitlesKey.self, value: [title])
  }
}

/// A page that lists its sections' titles in an overlay and reports how many there are.
struct PreferencePage: View {
  @State private var sectionCount = 0

  var body: some View {
    VStack(alignment: .leading) {
      PageSection(title: "Intro")
      PageSection(title: "Usage")
        // compat: .transformPreference
        .transformPreference(SectionTitlesKey.self) { titles in
          titles = titles.map { $0 + "*" }
        }
      Text("Sections: \(sectionCount)")
        .preference(key: BadgeTextKey.self, value: "new")
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    // compat: .onPreferenceChange
    .onPreferenceChange(SectionTitlesKey.self) { titles in
      sectionCount = titles.count
    }
    // compat: .overlayPreferenceValue
    .overlayPreferenceValue(SectionTitlesKey.self, alignment: .topTrailing) { titles in
      Text(titles.joined(separator: " · "))
    }
    // compat: .backgroundPreferenceValue
    .backgroundPreferenceValue(BadgeTextKey.self) { badge in
      if let badge { Text(badge).opacity(0.5) }
    }
  }
}
