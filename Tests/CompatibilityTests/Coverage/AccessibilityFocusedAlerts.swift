import Keystroke

// Sending a screen reader to what matters, as SwiftUI apps do with `@AccessibilityFocusState`:
// an urgent alert takes the reader's focus, and a form moves it to the field that needs fixing.

/// An alert shown above a feed, which takes the reader's focus when it is urgent.
struct AlertBanner: View {
  let message: String
  let isUrgent: Bool
  // compat: @AccessibilityFocusState
  @AccessibilityFocusState private var isBannerFocused: Bool
  // compat: AccessibilityTechnologies
  @AccessibilityFocusState(for: .voiceOver) private var isReaderOnBanner: Bool

  var body: some View {
    VStack {
      Text(message)
        // compat: .accessibilityFocused
        .accessibilityFocused($isBannerFocused)
        .accessibilityFocused($isReaderOnBanner)
      Text("Feed")
    }
    .onChange(of: message) {
      if isUrgent { isBannerFocused = true }
    }
  }
}

/// A sign-up form that sends the reader to the first field left empty.
struct SignUpChecks: View {
  enum Field: Hashable {
    case name, email
  }

  @State private var name = ""
  @State private var email = ""
  @AccessibilityFocusState private var readerField: Field?
  @AccessibilityFocusState(for: [.voiceOver, .switchControl]) private var switchField: Field?

  var body: some View {
    Form {
      TextField("Name", text: $name)
        .accessibilityFocused($readerField, equals: .name)
      TextField("Email", text: $email)
        .accessibilityFocused($readerField, equals: .email)
        .accessibilityFocused($switchField, equals: .email)
      Button("Sign Up") {
        if name.isEmpty {
          readerField = .name
        } else if email.isEmpty {
          readerField = .email
        }
      }
    }
  }
}

/// A row that reads the focus through a binding handed down to it.
struct ReaderFocusRow: View {
  @AccessibilityFocusState.Binding var isFocused: Bool

  var body: some View {
    Text(isFocused ? "Reader here" : "Row").accessibilityFocused($isFocused)
  }
}
