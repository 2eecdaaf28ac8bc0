import Testing

@testable import Keystroke

private final class Model {
  var isOn = false
  var count = 1
}

@MainActor
@Suite struct ToggleStepperTests {
  private func host(_ view: some View, width: Int, height: Int) -> ViewHost {
    let host = ViewHost(
      view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: width, height: height)
    host.update()
    return host
  }

  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  @Test func toggleDrawsItsStateAndFlipsWithSpaceAndReturn() throws {
    let model = Model()
    let binding = Binding(get: { model.isOn }, set: { model.isOn = $0 })
    let view = Toggle("Wi-Fi", isOn: binding)
    let host = host(view, width: 20, height: 1)
    #expect(host.lines == ["[ ] Wi-Fi"])
    #expect(host.screen.style(x: 0, y: 0).attributes.contains(.reverse))
    #expect(host.send(try key("space")) == .handledByView)
    host.update(force: true)
    #expect(model.isOn)
    #expect(host.lines == ["[x] Wi-Fi"])
    host.send(try key("enter"))
    #expect(!model.isOn)
    #expect(host.send(try key("x")) == .unhandled)
  }

  @Test func toggleTruncatesAndShowsWideAndEmptyTitles() {
    let narrow = host(Toggle("Notifications", isOn: .constant(true)), width: 10, height: 1)
    #expect(narrow.lines == ["[x] Notif…"])
    let wide = host(Toggle("通知", isOn: .constant(false)), width: 10, height: 1)
    #expect(wide.lines == ["[ ] 通知"])
    let empty = host(Toggle("", isOn: .constant(false)), width: 10, height: 1)
    #expect(empty.lines == ["[ ]"])
  }

  @Test func disabledToggleIgnoresKeys() throws {
    let model = Model()
    let binding = Binding(get: { model.isOn }, set: { model.isOn = $0 })
    let host = host(Toggle("On", isOn: binding).disabled(true), width: 10, height: 1)
    host.send(try key("space"))
    #expect(!model.isOn)
    #expect(host.screen.style(x: 0, y: 0).attributes.contains(.dim))
  }

  @Test func stepperDrawsLabelAndButtons() {
    let view = Stepper("Count: 3", value: .constant(3), in: 0...5)
    #expect(host(view, width: 20, height: 1).lines == ["Count: 3 [- +]"])
    #expect(host(view, width: 12, height: 2).lines == ["Count: [- +]", "3"])
  }

  @Test(arguments: [
    ("right", 2), ("left", 0), ("+", 2), ("=", 2), ("-", 0), ("shift+=", 2),
  ])
  func stepperKeysChangeTheValue(key text: String, expected: Int) throws {
    let model = Model()
    let binding = Binding(get: { model.count }, set: { model.count = $0 })
    let host = host(Stepper("N", value: binding, in: 0...2), width: 20, height: 1)
    var press = try key(text)
    if text == "+" { press = KeyPress(key: KeyEquivalent("+"), characters: "+") }
    #expect(host.send(press) == .handledByView)
    #expect(model.count == expected)
  }

  @Test func stepperStaysWithinBoundsAndSteps() throws {
    let model = Model()
    model.count = 10
    let binding = Binding(get: { model.count }, set: { model.count = $0 })
    let host = host(Stepper("N", value: binding, in: 0...14, step: 5), width: 20, height: 1)
    host.send(try key("right"))
    #expect(model.count == 14)
    host.send(try key("left"))
    host.send(try key("left"))
    host.send(try key("left"))
    #expect(model.count == 0)
  }

  @Test func closureStepperCallsItsClosures() throws {
    let model = Model()
    let view = Stepper("N", onIncrement: { model.count += 1 }, onDecrement: { model.count -= 10 })
    let host = host(view, width: 20, height: 1)
    host.send(try key("right"))
    host.send(try key("left"))
    #expect(model.count == -8)
  }
}
