import Keystroke

// A dashboard app in the shape of Apple's food-truck sample: a split view whose sidebar is an
// enum of panels, an order table with a context menu on the selection, an inspector, gauges
// and grids on the overview, a toolbar of grouped controls, and a menu command that acts on
// the order focused in the window through a focused value declared with @Entry.

/// The panels of the sidebar.
enum TruckPanel: String, CaseIterable, Hashable, Identifiable {
  case overview, orders, menu, settings
  var id: Self { self }

  var title: String {
    switch self {
    case .overview: "Truck"
    case .orders: "Orders"
    case .menu: "Menu"
    case .settings: "Settings"
    }
  }

  var symbol: String {
    switch self {
    case .overview: "box.truck"
    case .orders: "shippingbox"
    case .menu: "menucard"
    case .settings: "gear"
    }
  }
}

/// How the order list is sorted; stored as a setting through its raw value.
enum TruckOrderSort: String, CaseIterable, Identifiable {
  case newest, largest
  var id: Self { self }
}

/// One order at the truck.
struct TruckOrder: Identifiable, Hashable {
  var id: Int
  var customer: String
  var items: Int
  var isReady = false
}

/// The truck's data, shared by the panels.
@Observable final class TruckModel {
  var orders = [
    TruckOrder(id: 1, customer: "Ana", items: 3),
    TruckOrder(id: 2, customer: "Bo", items: 1, isReady: true),
    TruckOrder(id: 3, customer: "Chen", items: 5),
  ]
  var dailyGoal = 40.0
  var sold = 28.0

  var pending: Int { orders.filter { !$0.isReady }.count }

  func markReady(_ ids: Set<TruckOrder.ID>) {
    for index in orders.indices where ids.contains(orders[index].id) {
      orders[index].isReady = true
    }
  }
}

extension FocusedValues {
  /// The order selected in the focused window, for the Orders menu.
  @Entry var selectedTruckOrder: TruckOrder?
}

/// The app: one window group with an Orders menu acting on the focused order.
struct TruckDashboardApp: App {
  @State private var model = TruckModel()

  var body: some Scene {
    WindowGroup {
      TruckRoot()
        .environment(model)
    }
    .commands {
      TruckOrderCommands()
    }

    Window("Order Ticket", id: "ticket") {
      Text("Print queue")
    }
  }
}

/// A menu whose items need the order selected in the focused window.
struct TruckOrderCommands: Commands {
  @FocusedValue(\.selectedTruckOrder) private var order

  var body: some Commands {
    CommandMenu("Orders") {
      Button("Print Ticket for \(order?.customer ?? "Order")") {}
        .keyboardShortcut("p", modifiers: [.command, .shift])
        .disabled(order == nil)
    }
  }
}

/// The split view with the sidebar selection kept for the scene.
struct TruckRoot: View {
  @Environment(TruckModel.self) private var model
  // compat: @SceneStorage
  @SceneStorage("truck.panel") private var panel: TruckPanel = .overview
  @State private var showsInspector = false

  var body: some View {
    NavigationSplitView {
      List(TruckPanel.allCases, selection: Binding($panel)) { item in
        Label(item.title, systemImage: item.symbol)
          .badge(item == .orders ? model.pending : 0)
      }
      .navigationTitle("Food Truck")
    } detail: {
      switch panel {
      case .overview: TruckOverview()
      case .orders: TruckOrderTable()
      case .menu: Text("Menu items")
      case .settings: TruckSettings()
      }
    }
    .inspector(isPresented: $showsInspector) {
      TruckInspector()
        .inspectorColumnWidth(min: 20, ideal: 30, max: 40)
    }
    .toolbar {
      ToolbarItemGroup(placement: .primaryAction) {
        ControlGroup {
          Button("Previous", systemImage: "chevron.left") {}
          Button("Next", systemImage: "chevron.right") {}
        }
        Button("Inspector", systemImage: "sidebar.trailing") {
          showsInspector.toggle()
        }
      }
    }
  }
}

/// Sales against the goal, in a gauge, and a grid of the day's numbers.
struct TruckOverview: View {
  @Environment(TruckModel.self) private var model
  @Environment(\.openWindow) private var openWindow

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 1) {
        ViewThatFits(in: .horizontal) {
          HStack {
            salesGauge
            statsGrid
          }
          VStack(alignment: .leading) {
            salesGauge
            statsGrid
          }
        }
        LabeledContent("Pending orders", value: model.pending, format: .number)
        LabeledContent("Goal") {
          Text(model.dailyGoal, format: .number.precision(.fractionLength(0)))
        }
        Button("Open Ticket Window") { openWindow(id: "ticket") }
      }
      .padding()
    }
    .navigationTitle("Truck")
  }

  private var salesGauge: some View {
    Gauge(value: model.sold, in: 0...model.dailyGoal) {
      Text("Sales")
    } currentValueLabel: {
      Text(model.sold, format: .number)
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text(model.dailyGoal, format: .number)
    }
    .gaugeStyle(.accessoryLinear)
    .tint(.orange)
  }

  private var statsGrid: some View {
    Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 0) {
      GridRow {
        Text("Orders").foregroundStyle(.secondary)
        Text(model.orders.count, format: .number)
      }
      GridRow {
        Text("Ready").foregroundStyle(.secondary)
        Text(model.orders.count - model.pending, format: .number)
          .gridColumnAlignment(.trailing)
      }
      Divider().gridCellUnsizedAxes(.horizontal)
      GridRow {
        Text("Waiting").gridCellColumns(2)
      }
    }
  }
}

/// The orders, with a menu on the selected rows and keys to move through them.
struct TruckOrderTable: View {
  @Environment(TruckModel.self) private var model
  @AppStorage("truck.sort") private var sort: TruckOrderSort = .newest
  @State private var selection: Set<TruckOrder.ID> = []

  private var sorted: [TruckOrder] {
    switch sort {
    case .newest: model.orders.sorted { $0.id > $1.id }
    case .largest: model.orders.sorted { $0.items > $1.items }
    }
  }

  var body: some View {
    Table(sorted, selection: $selection) {
      TableColumn("Customer", value: \.customer)
      TableColumn("Items") { order in Text(order.items, format: .number) }
      TableColumn("Status") { order in Text(order.isReady ? "Ready" : "Preparing") }
    }
    .contextMenu(forSelectionType: TruckOrder.ID.self) { ids in
      Button("Mark Ready") { model.markReady(ids) }
        .disabled(ids.isEmpty)
    } primaryAction: { ids in
      model.markReady(ids)
    }
    .onKeyPress("r") {
      model.markReady(selection)
      return .handled
    }
    .onKeyPress(characters: .decimalDigits, phases: .down) { press in
      guard let number = Int(press.characters) else { return .ignored }
      selection = [number]
      return .handled
    }
    .focusedValue(\.selectedTruckOrder, model.orders.first { selection.contains($0.id) })
    .toolbar {
      ToolbarItem {
        Menu {
          Picker("Sort", selection: $sort) {
            ForEach(TruckOrderSort.allCases) { Text($0.rawValue.capitalized).tag($0) }
          }
        } label: {
          Label("Sort", systemImage: "arrow.up.arrow.down")
        } primaryAction: {
          sort = sort == .newest ? .largest : .newest
        }
      }
    }
    .navigationTitle("Orders")
  }
}

/// Details beside the selected panel.
struct TruckInspector: View {
  @Environment(TruckModel.self) private var model

  var body: some View {
    Form {
      Section("Today") {
        LabeledContent("Sold", value: model.sold, format: .number)
        LabeledContent("Customer", value: model.orders.first?.customer ?? "None")
      }
    }
  }
}

/// The truck's settings, bound to the model.
struct TruckSettings: View {
  @Environment(TruckModel.self) private var model

  var body: some View {
    @Bindable var model = model
    Form {
      Stepper(value: $model.dailyGoal, in: 10...100, step: 5) {
        LabeledContent("Daily goal", value: model.dailyGoal, format: .number)
      }
    }
  }
}
