import Keystroke

// A macOS-style table of records with sorting and selection, a date field, a slider and a
// context menu, in the shapes Apple's documentation shows them.

/// One row of the table.
struct Trip: Identifiable {
  let id: Int
  var city: String
  var country: String
  var start: Date
}

/// A sortable table of trips with a context menu on it.
struct TripsTable: View {
  @State private var trips = [
    Trip(id: 1, city: "Lisbon", country: "Portugal", start: Date(timeIntervalSince1970: 0)),
    Trip(id: 2, city: "Kyoto", country: "Japan", start: Date(timeIntervalSince1970: 86_400)),
  ]
  @State private var selection: Trip.ID?
  // compat: Table
  @State private var order = [KeyPathComparator(\Trip.city)]

  var body: some View {
    Table(trips, selection: $selection, sortOrder: $order) {
      TableColumn("City", value: \.city)
      TableColumn("Country", value: \.country)
        .width(min: 8, ideal: 12)
    }
    .onChange(of: order) { trips.sort(using: order) }
    // compat: .contextMenu
    .contextMenu {
      Button("Forget Trip", role: .destructive) {
        trips.removeAll { $0.id == selection }
      }
    }
  }
}

/// A planning form with a date and a budget.
struct TripPlanner: View {
  @State private var start = Date(timeIntervalSince1970: 0)
  @State private var back = Date(timeIntervalSince1970: 86_400)
  @State private var booked = Date(timeIntervalSince1970: -86_400)
  @State private var budget = 0.5
  @Environment(\.locale) private var locale

  var body: some View {
    Form {
      // compat: DatePicker
      DatePicker("Leaving", selection: $start, displayedComponents: [.date])
        // compat: .datePickerStyle
        .datePickerStyle(.compact)
      DatePicker("Back by", selection: $back, in: start..., displayedComponents: [.date])
      DatePicker(
        "Booked", selection: $booked, in: ...start, displayedComponents: [.hourAndMinute, .date])
      DatePicker(
        String("Alarm"), selection: $booked, in: start...start.addingTimeInterval(86_400),
        displayedComponents: .hourAndMinute)
      DatePicker(selection: $back, in: start...) { Text("Return flight") }
        .datePickerStyle(.graphical)
      DatePicker(selection: $booked, in: ...start, displayedComponents: .date) {
        Label("Paid", systemImage: "creditcard")
      }
      .datePickerStyle(StepperFieldDatePickerStyle())
      // compat: EnvironmentValues.locale
      DatePicker("Departs", selection: $start)
        .environment(
          \.locale, locale.hourCycle == .oneToTwelve ? locale : Locale(identifier: "en_US"))
      // compat: Slider
      Slider(value: $budget, in: 0...1)
    }
  }
}
