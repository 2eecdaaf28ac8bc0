import Keystroke

// Sheets that say how big they are, in the shapes iPad and Mac apps write them.

/// A new-trip form in a form-sized sheet, and trip notes in a page-sized one that fits its
/// height to the text and does not shrink while it is open.
struct TripSizesPlanner: View {
  @State private var isAddingTrip = false
  @State private var isReadingNotes = false
  @State private var destination = ""
  @State private var notes = "Pack the rain jacket.\nBook the ferry."

  var body: some View {
    VStack(alignment: .leading) {
      Button("New Trip…") { isAddingTrip = true }
      Button("Trip Notes") { isReadingNotes = true }
    }
    .sheet(isPresented: $isAddingTrip) {
      Form {
        TextField("Destination", text: $destination)
        Button("Done") { isAddingTrip = false }
      }
      // compat: .presentationSizing
      .presentationSizing(.form)
    }
    .sheet(isPresented: $isReadingNotes) {
      VStack(alignment: .leading) {
        Text(notes)
        Button("Close") { isReadingNotes = false }
      }
      // compat: PresentationSizing
      .presentationSizing(.page.fitted(horizontal: false, vertical: true).sticky(vertical: true))
    }
  }
}

/// A sizing of the app's own: a postcard, never shorter than its content.
struct PostcardSizing: PresentationSizing {
  func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    let content = root.sizeThatFits(.unspecified)
    return ProposedViewSize(width: 36, height: max(8, content.height))
  }
}

extension PresentationSizing where Self == PostcardSizing {
  /// A postcard-sized sheet.
  static var postcard: PostcardSizing { PostcardSizing() }
}

/// A greeting shown in a postcard-sized sheet, and one fitted to its words.
struct GreetingSheets: View {
  @State private var isShowingCard = true

  var body: some View {
    Text("Greetings")
      .sheet(isPresented: $isShowingCard) {
        Text("Wish you were here")
          .presentationSizing(.postcard)
      }
  }
}

/// A tip that is exactly as big as what it says.
struct TipSheet: View {
  @Binding var isShown: Bool

  var body: some View {
    Text("Tip")
      .sheet(isPresented: $isShown) {
        Text("Press ⌘N to add a trip.")
          .presentationSizing(.fitted)
      }
  }
}
