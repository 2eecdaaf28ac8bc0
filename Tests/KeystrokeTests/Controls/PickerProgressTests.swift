import Testing

@testable import Keystroke

private final class Model {
  var flavor = "vanilla"
  var size = 1
}

private struct Item: Identifiable {
  let id: Int
  let name: String
}

@MainActor
@Suite struct PickerProgressTests {
  private func host(_ view: some View, width: Int, height: Int) -> ViewHost {
    let host = ViewHost(
      view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: width, height: height)
    host.update()
    return host
  }

  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  private func flavorPicker(_ model: Model) -> some View {
    Picker("Flavor", selection: Binding(get: { model.flavor }, set: { model.flavor = $0 })) {
      Text("Vanilla").tag("vanilla")
      Text("Chocolate").tag("chocolate")
      Text("抹茶").tag("matcha")
    }
  }

  @Test func pickerShowsTheSelectedOption() {
    let model = Model()
    #expect(host(flavorPicker(model), width: 30, height: 1).lines == ["Flavor [ Vanilla ▾]"])
    model.flavor = "matcha"
    #expect(host(flavorPicker(model), width: 30, height: 1).lines == ["Flavor [ 抹茶 ▾]"])
    model.flavor = "none"
    #expect(host(flavorPicker(model), width: 30, height: 1).lines == ["Flavor [ ▾]"])
  }

  @Test func pickerTruncatesWhenNarrow() {
    let model = Model()
    model.flavor = "chocolate"
    #expect(host(flavorPicker(model), width: 14, height: 1).lines == ["Flavor [ C… ▾]"])
  }

  @Test func arrowsChangeTheSelection() throws {
    let model = Model()
    let host = host(flavorPicker(model), width: 30, height: 1)
    host.send(try key("right"))
    #expect(model.flavor == "chocolate")
    host.send(try key("right"))
    host.send(try key("right"))
    #expect(model.flavor == "matcha")
    host.send(try key("left"))
    #expect(model.flavor == "chocolate")
  }

  @Test func spaceOpensTheOptionsInline() throws {
    let model = Model()
    let host = host(flavorPicker(model), width: 30, height: 5)
    #expect(host.send(try key("space")) == .handledByView)
    #expect(host.lines == ["Flavor [ Vanilla ▾]", "  ✓ Vanilla", "    Chocolate", "    抹茶", ""])
    #expect(host.screen.style(x: 0, y: 1).attributes.contains(.reverse))
    host.send(try key("down"))
    host.send(try key("down"))
    #expect(host.screen.style(x: 4, y: 3).attributes.contains(.reverse))
    host.send(try key("enter"))
    #expect(model.flavor == "matcha")
    #expect(host.lines == ["Flavor [ 抹茶 ▾]", "", "", "", ""])
  }

  @Test func escapeClosesWithoutChoosing() throws {
    let model = Model()
    let host = host(flavorPicker(model), width: 30, height: 4)
    host.send(try key("enter"))
    host.send(try key("down"))
    host.send(try key("esc"))
    #expect(model.flavor == "vanilla")
    #expect(host.lines == ["Flavor [ Vanilla ▾]", "", "", ""])
  }

  @Test func forEachOptionsUseTheirIdentity() throws {
    let model = Model()
    let items = [Item(id: 1, name: "Small"), Item(id: 2, name: "Large")]
    let view = Picker("Size", selection: Binding(get: { model.size }, set: { model.size = $0 })) {
      ForEach(items) { Text($0.name) }
    }
    let host = host(view, width: 20, height: 1)
    #expect(host.lines == ["Size [ Small ▾]"])
    host.send(try key("right"))
    #expect(model.size == 2)
    #expect(host.lines == ["Size [ Large ▾]"])
  }

  @Test func emptyPickerIgnoresKeys() throws {
    let model = Model()
    let view = Picker("Empty", selection: Binding(get: { model.size }, set: { model.size = $0 })) {
      EmptyView()
    }
    let host = host(view, width: 20, height: 1)
    #expect(host.lines == ["Empty [ ▾]"])
    #expect(host.send(try key("right")) == .unhandled)
  }

  @Test(arguments: [
    (0.0, "░░░░░░░░░░"), (0.5, "█████░░░░░"), (1.0, "██████████"), (0.25, "██▌░░░░░░░"),
    (2.0, "██████████"), (-1.0, "░░░░░░░░░░"),
  ])
  func progressBarFillsItsWidth(value: Double, bar: String) {
    #expect(host(ProgressView(value: value), width: 10, height: 1).lines == [bar])
  }

  @Test func progressBarWithTitleAndNarrowWidth() {
    let view = ProgressView("Downloading 下载", value: 3.0, total: 4.0)
    #expect(host(view, width: 8, height: 2).lines == ["Downloa…", "██████░░"])
    #expect(host(view, width: 20, height: 2).lines == ["Downloading 下载", "███████████████░░░░░"])
  }

  @Test func indeterminateProgressShowsASpinner() {
    #expect(host(ProgressView(), width: 5, height: 1).lines == ["↻"])
    #expect(host(ProgressView("Loading"), width: 12, height: 1).lines == ["↻ Loading"])
    #expect(host(ProgressView(value: Double?.none), width: 5, height: 1).lines == ["↻"])
  }

  @Test func progressOfAZeroTotalIsEmpty() {
    #expect(ProgressFraction.of(5.0, total: 0.0) == 0)
    #expect(ProgressFraction.of(Double.nan, total: 1.0) == 0)
  }

  @Test func labeledContentPutsTheValueRight() {
    let view = LabeledContent("Name", value: "Ada")
    #expect(host(view, width: 20, height: 1).lines == ["Name             Ada"])
    #expect(host(view, width: 8, height: 1).lines == ["Name Ada"])
    #expect(host(LabeledContent("名前", value: "エイダ"), width: 14, height: 1).lines == ["名前    エイダ"])
    #expect(host(LabeledContent("Empty", value: ""), width: 10, height: 1).lines == ["Empty"])
  }

  @Test func labeledContentWrapsAControl() {
    let view = LabeledContent("Volume") { Text("11") }
    #expect(host(view, width: 12, height: 1).lines == ["Volume    11"])
  }
}
