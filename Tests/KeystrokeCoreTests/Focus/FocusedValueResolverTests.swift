import Testing

@testable import KeystrokeCore

/// A window `root` holding a `sidebar` and a `detail` that holds an `editor`; a sheet's content
/// (`form` and its `field`) is nested under the view that presents it.
@Suite struct FocusedValueResolverTests {
  let document = FocusedKey<String>("document")
  let selection = FocusedKey<Int>("selection")
  let main: FocusSceneID = "main"
  let editorPath: [FocusNodeID] = ["root", "detail", "editor"]
  let sidebarPath: [FocusNodeID] = ["root", "sidebar"]

  private func winner(
    _ publications: [FocusPublication], _ context: FocusContext, key: FocusedKey<String>? = nil
  ) -> FocusNodeID? {
    FocusedValueResolver.resolve(publications, in: context).publisher(for: key ?? document)
  }

  @Test(
    arguments: [
      (["root", "detail", "editor"], true), (["root", "detail"], true),
      (["root", "sidebar"], false),
      (["root"], false), ([], false),
    ] as [([FocusNodeID], Bool)])
  func viewValueNeedsFocusOnOrInsideThePublisher(path: [FocusNodeID], visible: Bool) {
    let publication = FocusPublication(document, by: "detail", scope: .view, in: main)
    let context = FocusContext(activeScene: main, focusPath: path)
    #expect((winner([publication], context) == "detail") == visible)
    #expect(
      FocusedValueResolver.visibility(of: publication, in: context)
        == (visible ? .visible : .offFocusPath))
  }

  @Test(arguments: [["root", "detail", "editor"], ["root", "sidebar"], []] as [[FocusNodeID]])
  func sceneValueIsVisibleAnywhereInTheActiveScene(path: [FocusNodeID]) {
    let publication = FocusPublication(document, by: "detail", scope: .scene, in: main)
    #expect(winner([publication], FocusContext(activeScene: main, focusPath: path)) == "detail")
  }

  @Test func nothingWithoutAnActiveSceneOrFromAnotherScene() {
    let here = FocusPublication(document, by: "detail", scope: .scene, in: main)
    let there = FocusPublication(selection, by: "list", scope: .scene, in: "second")
    let none = FocusedValueResolver.resolve([here, there], in: FocusContext(activeScene: nil))
    #expect(none.winners.isEmpty)
    let active = FocusedValueResolver.resolve(
      [here, there], in: FocusContext(activeScene: main, focusPath: editorPath))
    #expect(active.publisher(for: selection) == nil)
    #expect(
      FocusedValueResolver.visibility(of: there, in: FocusContext(activeScene: main))
        == .sceneNotActive)
  }

  @Test func closestViewPublisherToFocusWins() {
    let outer = FocusPublication(document, by: "root", scope: .view, in: main)
    let inner = FocusPublication(document, by: "editor", scope: .view, in: main)
    let context = FocusContext(activeScene: main, focusPath: editorPath)
    #expect(winner([outer, inner], context) == "editor")
    #expect(winner([inner, outer], context) == "editor")
    let onSidebar = FocusContext(activeScene: main, focusPath: sidebarPath)
    #expect(winner([outer, inner], onSidebar) == "root")
  }

  @Test func viewValueOnTheFocusPathBeatsASceneValue() {
    let scene = FocusPublication(document, by: "editor", scope: .scene, in: main)
    let view = FocusPublication(document, by: "root", scope: .view, in: main)
    #expect(
      winner([scene, view], FocusContext(activeScene: main, focusPath: editorPath)) == "root")
    #expect(winner([scene, view], FocusContext(activeScene: main)) == "editor")
  }

  @Test func sceneValuesPreferTheFocusPathThenTreeOrder() {
    let first = FocusPublication(document, by: "sidebar", scope: .scene, in: main)
    let second = FocusPublication(document, by: "inspector", scope: .scene, in: main)
    let onPath = FocusPublication(document, by: "detail", scope: .scene, in: main)
    let context = FocusContext(activeScene: main, focusPath: editorPath)
    #expect(winner([first, second], context) == "sidebar")
    #expect(winner([second, first], context) == "inspector")
    #expect(winner([first, second, onPath], context) == "detail")
  }

  @Test func sheetHidesWhatIsPublishedBeneathIt() {
    let base = FocusPublication(document, by: "detail", scope: .scene, in: main)
    let sheetPath = editorPath + ["form", "field"]
    let covered = FocusContext(activeScene: main, focusPath: sheetPath, sheets: [SheetBarrier()])
    #expect(winner([base], covered) == nil)
    #expect(FocusedValueResolver.visibility(of: base, in: covered) == .hiddenBySheet)
    let own = FocusPublication(document, by: "form", scope: .scene, in: main, layer: 1)
    #expect(winner([base, own], covered) == "form")
    let dismissed = FocusContext(activeScene: main, focusPath: editorPath)
    #expect(winner([base], dismissed) == "detail")
  }

  @Test func sheetLetsChosenKeysThrough() {
    let base = FocusPublication(document, by: "detail", scope: .scene, in: main)
    let baseView = FocusPublication(selection, by: "root", scope: .view, in: main)
    let other = FocusPublication(FocusedKey<String>("title"), by: "detail", scope: .scene, in: main)
    let sheet = SheetBarrier(letThrough: [document.erased, selection.erased])
    let context = FocusContext(
      activeScene: main, focusPath: editorPath + ["form"], sheets: [sheet])
    let result = FocusedValueResolver.resolve([base, baseView, other], in: context)
    #expect(result.publisher(for: document) == "detail")
    #expect(result.publisher(for: selection) == "root")
    #expect(result.publisher(for: FocusedKey<String>("title")) == nil)
  }

  @Test func sheetsOwnValueBeatsALetThroughValue() {
    let base = FocusPublication(document, by: "editor", scope: .view, in: main)
    let own = FocusPublication(document, by: "form", scope: .scene, in: main, layer: 1)
    let context = FocusContext(
      activeScene: main, focusPath: editorPath + ["form", "field"],
      sheets: [SheetBarrier(letThrough: [document.erased])])
    // View scope still wins over scene scope, so make the sheet's value view-scoped to compete.
    #expect(winner([base, own], context) == "editor")
    let ownView = FocusPublication(document, by: "form", scope: .view, in: main, layer: 1)
    let baseScene = FocusPublication(document, by: "detail", scope: .scene, in: main)
    #expect(winner([baseScene, own], context) == "form")
    #expect(winner([base, ownView], context) == "form")
  }

  @Test(
    arguments: [
      ([false, false], nil), ([true, false], nil), ([false, true], nil), ([true, true], "detail"),
    ] as [([Bool], FocusNodeID?)])
  func nestedSheetsMustAllLetAKeyThrough(passes: [Bool], expected: FocusNodeID?) {
    let base = FocusPublication(document, by: "detail", scope: .scene, in: main)
    let sheets = passes.map { SheetBarrier(letThrough: $0 ? [document.erased] : []) }
    let context = FocusContext(activeScene: main, focusPath: [], sheets: sheets)
    #expect(winner([base], context) == expected)
  }

  @Test func middleSheetValuesAreHiddenByTheSheetAboveOnly() {
    let middle = FocusPublication(document, by: "form", scope: .scene, in: main, layer: 1)
    let blocked = FocusContext(
      activeScene: main, sheets: [SheetBarrier(), SheetBarrier()])
    #expect(winner([middle], blocked) == nil)
    let open = FocusContext(
      activeScene: main, sheets: [SheetBarrier(), SheetBarrier(letThrough: [document.erased])])
    #expect(winner([middle], open) == "form")
  }

  @Test(arguments: [2, 5, -1])
  func publicationsOnLayersNotUpAreIgnored(layer: Int) {
    let ghost = FocusPublication(document, by: "ghost", scope: .scene, in: main, layer: layer)
    let context = FocusContext(activeScene: main, sheets: [SheetBarrier()])
    #expect(FocusedValueResolver.visibility(of: ghost, in: context) == .layerNotPresented)
    #expect(winner([ghost], context) == nil)
  }

  @Test func keysDifferByNameAndValueType() {
    #expect(FocusedKey<String>("a").erased == FocusedKey<String>("a").erased)
    #expect(FocusedKey<String>("a").erased != FocusedKey<Int>("a").erased)
    #expect(FocusedKey<String>("a").erased != FocusedKey<String>("b").erased)
  }
}
