import Keystroke

// Rows that edit their own element, through a binding to it: the iOS 15 form of ForEach and
// List over `$collection`.

/// One chore of a household list.
struct Chore: Identifiable {
  let id: Int
  var title: String
  var isDone = false
}

/// Chores ticked off in one list and renamed in another.
struct ChoreBoard: View {
  @State var chores = [
    Chore(id: 1, title: "Water plants"),
    Chore(id: 2, title: "Take out bins"),
  ]
  @State private var tags = ["home", "weekly"]

  var body: some View {
    VStack(alignment: .leading) {
      // compat: ForEach(_:content:) over a binding
      ForEach($chores) { $chore in
        Toggle(chore.title, isOn: $chore.isDone)
      }
      // compat: ForEach(_:id:content:) over a binding
      ForEach($tags, id: \.self) { $tag in
        TextField("Tag", text: $tag)
      }
      // compat: List(_:rowContent:) over a binding
      List($chores) { $chore in
        TextField("Title", text: $chore.title)
      }
      // compat: List(_:id:rowContent:) over a binding
      List($tags, id: \.self) { $tag in
        Text(tag)
      }
      // compat: Binding as a collection
      Text("First: " + $chores[0].title.wrappedValue + ", \($chores.count) chores")
    }
  }
}
