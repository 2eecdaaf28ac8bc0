/// The persistent counterpart of a view: where its state lives between updates.
///
/// Views are rebuilt on every update; nodes are not. A node is found again by the same path of
/// ``ChildKey``s from the root, and is discarded when an update no longer reaches it or when the
/// view at its position changes type.
///
/// Its stored properties are `@exclusivity(unchecked)`: every build reads and writes several
/// of them for each node it reaches, and the run-time exclusivity check cost more than the
/// access. Nodes belong to the main actor, and no access to a property overlaps another to
/// the same property.
@MainActor
final class ViewNode {
  unowned let graph: ViewGraph
  /// A number unique among the graph's nodes, stable for the node's life: focus and
  /// shortcuts refer to views by it.
  let id: Int
  /// The node above this one; `nil` for the root.
  ///
  /// Unowned rather than weak: a weak reference would give every node a side table, and
  /// nodes are retained and released all through each update, which a side table makes
  /// several times slower. A parent owns its children, so it outlives every node that is
  /// still in the tree; parents are only walked from nodes the current update reached.
  unowned let parent: ViewNode?
  @exclusivity(unchecked) private var children = ChildTable()
  /// Storage for dynamic properties (`@State` boxes, `@StateObject` objects), by the
  /// property's place among its view's dynamic properties and the stored object's type.
  @exclusivity(unchecked) private var slots: [PropertySlot: AnyObject] = [:]
  /// What the framework keeps for this node's view (a list's scroll state, a tab view's
  /// selection, the app's kept scenes), one object per type, keyed by that type.
  @exclusivity(unchecked) private var memories: [ObjectIdentifier: AnyObject] = [:]

  /// The object a dynamic property keeps at `place` (its number among its view's dynamic
  /// properties, see ``DynamicPropertyLinker``), made by `make` the first time.
  func stored<Object: AnyObject>(at place: Int, make: () -> Object) -> Object {
    let slot = PropertySlot(place: place, type: ObjectIdentifier(Object.self))
    // Only this method stores, always under the identity of the object's own type.
    if let existing = slots[slot] { return unsafeDowncast(existing, to: Object.self) }
    let created = make()
    slots[slot] = created
    return created
  }

  /// The object of type `Value` this node keeps, if any.
  func memory<Value: AnyObject>(_ type: Value.Type) -> Value? {
    // Only `keep(_:)` stores, always under the identity of the value's own type.
    guard let kept = memories[ObjectIdentifier(type)] else { return nil }
    return unsafeDowncast(kept, to: Value.self)
  }

  /// Keeps `value` for this node, in place of any object of its type kept before.
  func keep<Value: AnyObject>(_ value: Value) {
    memories[ObjectIdentifier(Value.self)] = value
  }

  /// The object of type `Value` this node keeps, made by `make` the first time.
  func kept<Value: AnyObject>(make: () -> Value) -> Value {
    if let existing = memory(Value.self) { return existing }
    let created = make()
    keep(created)
    return created
  }
  @exclusivity(unchecked) private var viewType: ObjectIdentifier?
  /// The view type's `PrimitiveView` conformance, once looked up (`nil`: not yet).
  @exclusivity(unchecked) private var primitiveLookup: (any PrimitiveView.Type)??
  /// The `PrimitiveModifier` conformance of the modifier a `ModifiedContent` here applies, once
  /// looked up (`nil`: not yet).
  @exclusivity(unchecked) private var modifierLookup: (any PrimitiveModifier.Type)??
  @exclusivity(unchecked) private var visitedGeneration = 0
  /// How many children the update numbered `reachedChildrenGeneration` reached, so pruning
  /// passes over a node whose children were all reached without looking at them.
  @exclusivity(unchecked) private var reachedChildren = 0
  @exclusivity(unchecked) private var reachedChildrenGeneration = 0
  /// The last update that kept this whole subtree without building it.
  @exclusivity(unchecked) private var keptWholeGeneration = -1

  init(graph: ViewGraph, parent: ViewNode? = nil) {
    self.graph = graph
    self.parent = parent
    id = graph.makeNodeID()
    #if DEBUG
    liveCounter = LiveObjectCount.created(.node)
    #endif
  }

  deinit {
    invalidationStorage?.detach()
    #if DEBUG
    LiveObjectCount.destroyed(.node, from: liveCounter)
    #endif
  }

  #if DEBUG
  /// The host whose count of live nodes this one is in.
  private let liveCounter: LiveObjectCounter?
  #endif

  private var invalidationStorage: NodeInvalidation?

  /// What this node's own inputs (its `@State`, `@FocusState`, the `@Observable` properties
  /// and `ObservableObject`s its body read) raise when they change.
  var invalidation: NodeInvalidation {
    if let existing = invalidationStorage { return existing }
    let created = NodeInvalidation(node: self, flag: graph.invalidation)
    invalidationStorage = created
    return created
  }

  /// The last update that evaluated this node's body.
  @exclusivity(unchecked) var evaluatedGeneration = 0
  /// Whether this node's inputs changed since its body was last evaluated.
  @exclusivity(unchecked) var isDirty = false
  /// The last update that built this primitive view because its own inputs changed (its
  /// node was marked, not only a node below it).
  @exclusivity(unchecked) var inputsChangedGeneration = -1
  /// The last update in which this node or a node below it was found dirty: an update walks
  /// into such a subtree, and may reuse one where it is older than the update.
  @exclusivity(unchecked) var dirtyBelowGeneration = 0
  /// When this view lost focus while its tab was hidden and has not been built since, the
  /// first update that did not draw it: its kept output still draws the focus mark it was
  /// built with (see ``ViewGraph/focusReturns(into:reuse:)``).
  @exclusivity(unchecked) var focusLostHiddenSince: Int?
  /// The last update in which this node or a node below it lost focus while hidden.
  @exclusivity(unchecked) var focusLossBelowGeneration = 0
  /// The view value, environment and body of the last evaluation, for a view with a body
  /// (a ``BodyCache``); the view value of the last build, for a primitive view (a
  /// ``PrimitiveMemory``). A node holds one type of view, so it holds one kind of cache.
  @exclusivity(unchecked) var bodyCache: AnyObject?
  /// The elements and contributions of this node's subtree, for an update that finds nothing
  /// in it changed.
  @exclusivity(unchecked) var subtreeReuse: SubtreeReuse?
  /// The environment a parent's modifier last gave this node (see ``stableEnvironment(_:)``).
  @exclusivity(unchecked) private var givenEnvironment: EnvironmentValues?

  /// `environment`, or the one this node was given last time when the two are equivalent, so
  /// an environment a modifier makes again with the same values keeps its storage, and every
  /// view below recognises it at once instead of comparing it key by key.
  func stableEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    if let given = givenEnvironment, given.isEquivalent(to: environment) { return given }
    givenEnvironment = environment
    return environment
  }

  /// Whether `ancestor` is this node or one of its ancestors.
  func isInside(_ ancestor: ViewNode) -> Bool {
    isInside { $0 === ancestor }
  }

  /// Whether this node is the node with identity `id` or inside it.
  func isInside(nodeWithID id: Int) -> Bool {
    isInside { $0.id == id }
  }

  /// Whether this node or one of its ancestors is the one `matches` picks.
  private func isInside(where matches: (ViewNode) -> Bool) -> Bool {
    var node: ViewNode? = self
    while let current = node {
      if matches(current) { return true }
      node = current.parent
    }
    return false
  }

  /// The child at `key`, created if it is new, and marked as reached by this update.
  func child(_ key: ChildKey) -> ViewNode {
    let node: ViewNode
    if let existing = children[key] {
      node = existing
    } else {
      node = ViewNode(graph: graph, parent: self)
      children[key] = node
    }
    let generation = graph.generation
    if node.visitedGeneration != generation {
      node.visitedGeneration = generation
      if reachedChildrenGeneration != generation {
        reachedChildrenGeneration = generation
        reachedChildren = 0
      }
      reachedChildren += 1
      graph.noteReached(node)
    }
    return node
  }

  /// The child at `key` if there is one, without marking it as reached.
  func existingChild(_ key: ChildKey) -> ViewNode? { children[key] }

  /// The `PrimitiveView` conformance of `V`, the view type at this node: a dynamic cast the
  /// first time, then remembered until the node's view type changes.
  func primitiveConformance<V: View>(of _: V.Type) -> (any PrimitiveView.Type)? {
    if let known = primitiveLookup { return known }
    let found = V.self as? any PrimitiveView.Type
    primitiveLookup = .some(found)
    return found
  }

  /// The `PrimitiveModifier` conformance of `Modifier`, the modifier applied by the
  /// `ModifiedContent` at this node, remembered as ``primitiveConformance(of:)`` is.
  func modifierConformance<Modifier: ViewModifier>(of _: Modifier.Type)
    -> (any PrimitiveModifier.Type)?
  {
    if let known = modifierLookup { return known }
    let found = Modifier.self as? any PrimitiveModifier.Type
    modifierLookup = .some(found)
    return found
  }

  /// Records the type of view at this node; a different type than last time resets the node.
  func prepare(for type: Any.Type) {
    let identifier = ObjectIdentifier(type)
    if viewType != identifier {
      if viewType != nil {
        for child in children.nodes { child.disappear() }
        let actions = disappearActions
        disappearActions = []
        for action in actions { action() }
        slots.removeAll()
        primitiveLookup = nil
        modifierLookup = nil
        children.removeAll()
        bodyCache = nil
        subtreeReuse = nil
      }
      viewType = identifier
    }
  }

  /// Marks this node and everything under it as reached by this update without building it,
  /// so the state of a window that is open but not on screen survives.
  ///
  /// Only this node is marked: pruning does not look below a subtree kept whole.
  func keepSubtree() {
    visitedGeneration = graph.generation
    keptWholeGeneration = graph.generation
  }

  /// Actions to run when this node goes away (`.onDisappear`, cancelling `.task`s).
  var disappearActions: [@MainActor () -> Void] = []

  /// Drops the children that the update with `generation` did not reach, running their
  /// disappear actions, unless that update kept this node's subtree whole. Only this level:
  /// the graph calls it on every node the update reached (see ``ViewGraph/noteReached(_:)``).
  func dropUnreachedChildren(generation: Int) {
    guard !isGone, keptWholeGeneration != generation else { return }
    let reached = reachedChildrenGeneration == generation ? reachedChildren : 0
    // Counted once per child, when the update first reached it: fewer children than that
    // means none is left to drop.
    guard reached < children.count else { return }
    var dropped: [ChildKey] = []
    children.visit { key, child in
      if child.visitedGeneration != generation { dropped.append(key) }
    }
    for key in dropped {
      let node = children[key]
      children[key] = nil
      node?.disappear()
    }
  }

  /// Whether this node left the tree (its subtree disappeared): whatever still refers to it
  /// must not walk up to its parent, which may be gone.
  private(set) var isGone = false

  /// Runs this subtree's disappear actions, innermost first, and lets go of what it kept.
  func disappear() {
    isGone = true
    for child in children.nodes { child.disappear() }
    let actions = disappearActions
    disappearActions = []
    for action in actions { action() }
    dropCaches()
  }

  /// Lets go of this node's kept body, value and subtree output. What a subtree recorded can
  /// refer back to the node that keeps it (a button's focus target names the button's own
  /// node), so a node that goes away must drop them or it would keep itself alive.
  func dropCaches() {
    bodyCache = nil
    subtreeReuse = nil
    givenEnvironment = nil
  }

  /// Drops the kept output of this node and every node below it, when the graph goes away.
  func dropSubtreeCaches() {
    for child in children.nodes { child.dropSubtreeCaches() }
    dropCaches()
  }

  /// Marks this node as changed, and every node above it as having a changed node below.
  func markDirty(generation: Int) {
    isDirty = true
    var node: ViewNode? = self
    while let current = node, current.dirtyBelowGeneration != generation {
      current.dirtyBelowGeneration = generation
      node = current.parent
    }
  }

  /// Notes that this view, in a tab hidden since the update `hiddenSince`, lost focus during
  /// the update `generation`. Unlike ``markDirty(generation:)`` it does not make the view build
  /// again by itself: when its tab comes back and focus returns to it, what it drew last time
  /// is right again.
  func markFocusLostWhileHidden(generation: Int, hiddenSince: Int) {
    focusLostHiddenSince = min(focusLostHiddenSince ?? hiddenSince, hiddenSince)
    var node: ViewNode? = self
    while let current = node, current.focusLossBelowGeneration != generation {
      current.focusLossBelowGeneration = generation
      node = current.parent
    }
  }

  /// Makes the next update build this node again, and not reuse any subtree kept around it,
  /// without asking for an update: for output found incomplete after the build (a list's
  /// rows built while it was placed, which the kept subtrees did not record).
  func buildAgainNextUpdate() {
    markDirty(generation: graph.generation + 1)
  }

  /// The number of nodes in this subtree, this one included.
  var subtreeCount: Int { 1 + children.nodes.reduce(0) { $0 + $1.subtreeCount } }
}

extension ViewNode {
  /// Where a dynamic property's object is kept: the property's place and the object's type.
  fileprivate struct PropertySlot: Hashable {
    let place: Int
    let type: ObjectIdentifier
  }
}

/// A node shows only its identity to reflection (`dump`, a failed test expectation that
/// describes the values it captured): reflecting its stored properties would read its unowned
/// parent and graph, and a node that left the tree, still held by something, may outlive them,
/// which stops the process.
extension ViewNode: CustomReflectable {
  nonisolated var customMirror: Mirror {
    Mirror(self, children: ["id": id], displayStyle: .class)
  }
}
