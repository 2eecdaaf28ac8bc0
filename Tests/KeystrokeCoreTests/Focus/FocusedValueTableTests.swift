import Testing

@testable import KeystrokeCore

@Suite struct FocusedValueTableTests {
  let title = FocusedKey<String>("title")
  let count = FocusedKey<Int>("count")
  let countText = FocusedKey<String>("count")

  @Test func resolvesTypedValuesByTheWinningPublisher() {
    var table = FocusedValueTable()
    table.publish("Scene title", for: title, by: "root", scope: .scene, in: "main")
    table.publish("Editor title", for: title, by: "editor", scope: .view, in: "main")
    table.publish(3, for: count, by: "detail", scope: .view, in: "main")
    table.publish("three", for: countText, by: "detail", scope: .scene, in: "main")

    let focused = table.resolve(
      in: FocusContext(activeScene: "main", focusPath: ["root", "editor"]))
    #expect(focused[title] == "Editor title")
    #expect(focused[count] == nil)
    #expect(focused[countText] == "three")
    #expect(focused.resolution.publisher(for: title) == "editor")

    let detail = table.resolve(
      in: FocusContext(activeScene: "main", focusPath: ["root", "detail"]))
    #expect(detail[title] == "Scene title")
    #expect(detail[count] == 3)
  }

  @Test func identicalPublicationsResolveToTheFirstValue() {
    var table = FocusedValueTable()
    table.publish("first", for: title, by: "root", scope: .scene, in: "main")
    table.publish("second", for: title, by: "root", scope: .scene, in: "main")
    #expect(table.resolve(in: FocusContext(activeScene: "main"))[title] == "first")
    #expect(table.publications.count == 2)
  }

  @Test func goalTrackerSaveDisablesItselfWhileTheFormSheetIsUp() {
    let goals = FocusedKey<[String]>("goals")
    var table = FocusedValueTable()
    table.publish(["Run"], for: goals, by: "list", scope: .scene, in: "main")
    let idle = table.resolve(in: FocusContext(activeScene: "main"))
    #expect(idle[goals] == ["Run"])
    let sheetUp = table.resolve(in: FocusContext(activeScene: "main", sheets: [SheetBarrier()]))
    #expect(sheetUp[goals] == nil)
    let empty = FocusedValueTable().resolve(in: FocusContext(activeScene: nil))
    #expect(empty[goals] == nil)
  }
}
