import Foundation
import Keystroke

// Popovers in the shapes apps write them: a help button that shows a note, kept small on a
// phone with a compact adaptation, and a list whose rows show their details in a popover
// pointing at the row.

/// A field with a help button whose note opens in a popover.
struct HelpedField: View {
  @State private var name = ""
  @State private var showsHelp = false

  var body: some View {
    HStack {
      TextField("Project name", text: $name)
      Button("Help") { showsHelp = true }
        // compat: .popover
        .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
          VStack(alignment: .leading) {
            Text("Names are shown in reports.")
            Button("Got it") { showsHelp = false }
          }
          .padding()
          // compat: .presentationCompactAdaptation
          .presentationCompactAdaptation(.popover)
        }
    }
  }
}

/// A list of tasks whose details open in a popover pointing at the chosen row.
struct TaskDetailsList: View {
  /// One task.
  struct TaskItem: Identifiable {
    let id: Int
    let title: String
    let estimate: String
  }

  let tasks = [
    TaskItem(id: 1, title: "Write the report", estimate: "2h"),
    TaskItem(id: 2, title: "Review the budget", estimate: "45m"),
  ]
  @State private var shown: TaskItem?

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(tasks) { task in
        Button(task.title) { shown = task }
      }
    }
    .popover(item: $shown, attachmentAnchor: .point(.top)) { task in
      Text("\(task.title): about \(task.estimate)")
        .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
    }
  }
}

/// A popover anchored to a rectangle of its view.
struct AnchoredNote: View {
  @State private var isShown = true

  var body: some View {
    Text("Anchored")
      .popover(
        isPresented: $isShown,
        attachmentAnchor: .rect(.rect(CGRect(x: 0, y: 0, width: 4, height: 1)))
      ) {
        Text("Note")
      }
  }
}
