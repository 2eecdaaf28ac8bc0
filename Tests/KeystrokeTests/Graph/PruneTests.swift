import Testing

@testable import Keystroke

/// What the test shows and what went away, shared with the views.
@MainActor
private final class Shown {
  var outer = true
  var inner = true
  var rows = ["a", "b", "c"]
  var gone: [String] = []
}

/// A leaf that reports when it goes away.
private struct Leaf: View {
  let name: String
  let shown: Shown

  var body: some View {
    Text(name).onDisappear { shown.gone.append(name) }
  }
}

/// A row with a leaf of its own, and another while `inner` is set.
private struct Row: View {
  let name: String
  let shown: Shown

  var body: some View {
    HStack {
      Leaf(name: name, shown: shown)
      if shown.inner { Leaf(name: "x" + name, shown: shown) }
    }
  }
}

/// Leaves under a branch under another branch, beside rows of a `ForEach`.
private struct Nested: View {
  let shown: Shown

  var body: some View {
    VStack {
      if shown.outer {
        VStack {
          Leaf(name: "outer", shown: shown)
          if shown.inner { Leaf(name: "inner", shown: shown) }
        }
      }
      ForEach(shown.rows, id: \.self) { Row(name: $0, shown: shown) }
    }
  }
}

/// Pruning drops, in the update that stops reaching them, exactly the children no longer
/// reached below the nodes that update built, at any depth, deeper ones first; nothing else.
@MainActor
@Suite struct PruneTests {
  @Test func childrenNoLongerReachedGoInTheSameUpdate() {
    let shown = Shown()
    let host = ViewHost(Nested(shown: shown), width: 30, height: 8)
    host.update()
    #expect(shown.gone.isEmpty)
    // One row goes, with its own leaves; the others stay.
    shown.rows = ["a", "c"]
    host.update(force: true)
    #expect(Set(shown.gone) == ["b", "xb"])
    // The outer branch goes whole.
    shown.gone = []
    shown.outer = false
    host.update(force: true)
    #expect(Set(shown.gone) == ["outer", "inner"])
    #expect(!host.lines.joined().contains("outer"))
  }

  @Test func deeperChildrenGoBeforeTheirAncestorsInOneUpdate() {
    let shown = Shown()
    let host = ViewHost(Nested(shown: shown), width: 30, height: 8)
    host.update()
    // The rows that stay lose a leaf, and a row goes, in the same update.
    shown.inner = false
    shown.rows = ["a", "c"]
    host.update(force: true)
    #expect(Set(shown.gone) == ["inner", "xa", "xc", "b", "xb"])
    let rowGone = shown.gone.firstIndex(of: "b") ?? -1
    #expect(shown.gone.firstIndex(of: "xa").map { $0 < rowGone } == true)
    #expect(shown.gone.firstIndex(of: "xc").map { $0 < rowGone } == true)
  }

  @Test func anUpdateThatChangesNothingDropsNothing() {
    let shown = Shown()
    let host = ViewHost(Nested(shown: shown), width: 30, height: 8)
    host.update()
    for _ in 0..<3 { host.update(force: true) }
    #expect(shown.gone.isEmpty)
    #expect(host.lines.joined().contains("inner"))
  }
}
