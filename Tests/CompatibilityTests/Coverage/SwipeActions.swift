import Keystroke

// Swipe actions in the shape a mail or to-do app writes them: a leading action to mark a
// message read, trailing ones to flag or delete it.

/// One message of the inbox.
struct InboxMessage: Identifiable {
  let id: Int
  var subject: String
  var isRead = false
  var isFlagged = false
}

/// An inbox whose rows have swipe actions on both edges.
struct Inbox: View {
  @State var messages = [
    InboxMessage(id: 1, subject: "Lunch on Friday?"),
    InboxMessage(id: 2, subject: "Build is green"),
    InboxMessage(id: 3, subject: "Quarterly report"),
  ]
  @State private var log: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      List {
        ForEach($messages) { $message in
          Text((message.isRead ? "  " : "• ") + message.subject + (message.isFlagged ? " ⚑" : ""))
            // compat: .swipeActions
            .swipeActions(edge: .leading) {
              Button {
                message.isRead.toggle()
              } label: {
                Label(message.isRead ? "Unread" : "Read", systemImage: "envelope.open")
              }
              .tint(.blue)
            }
            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
              Button(role: .destructive) {
                let id = message.id
                log.append("deleted \(id)")
                messages.removeAll { $0.id == id }
              } label: {
                Label("Delete", systemImage: "trash")
              }
              Button("Flag") { message.isFlagged.toggle() }
                .tint(.orange)
            }
        }
      }
      Text("Log: " + log.joined(separator: ", "))
    }
  }
}

// compat: HorizontalEdge
let swipeEdges: HorizontalEdge.Set = [.leading, .trailing]
