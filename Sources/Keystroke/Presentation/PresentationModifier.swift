import KeystrokeCore

/// Presents content in a new layer above the window while a condition holds: sheets, covers,
/// alerts and dialogs all go through here.
struct PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
  let kind: PresentationLayerRecord.Kind
  /// The identity of what is presented (`nil` when nothing is), so `sheet(item:)` starts over
  /// with fresh state for a new item.
  let presentedID: AnyHashable?
  let dismiss: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?
  let content: @MainActor () -> Presented
  /// The name keymaps give the presented buttons, when `Presented` does not say it (content
  /// wrapped for `sheet(item:)`).
  var contentName: String?
  /// Whether the content can be built without being presented (it needs no item), so that
  /// listing the app's commands meets its buttons.
  var buildsUnpresented = false
  /// Reads the binding again: whether the content is presented now (see
  /// ``ClosedPresentation``).
  var isPresentedNow: (@MainActor () -> Bool)?
  /// Whether the content is a popover, opening beside the view that presents it rather than
  /// centred over the window.
  var isPopover = false
  /// The part of its view a popover opens beside.
  var attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds)
  /// The side of its anchor a popover prefers (its arrow edge), if the app named one.
  var arrowEdge: Edge?

  func makeElements<Content: View>(content base: Content, in context: BuildContext) -> [Element] {
    let memory = context.node.kept { PresentationMemory() }
    let graph = context.node.graph
    var claimsFocus = false
    if presentedID == nil, memory.wasPresented {
      // Closing: focus goes back beneath before the content beneath is built.
      graph.returnFocus(closingLayer: context.node.id, presenter: context.node)
    } else if presentedID != nil, !memory.wasPresented {
      // Opening: focus leaves the content beneath before it is built.
      claimsFocus = graph.leaveFocus(forLayerOpenedBy: context.node)
    }
    let elements = context.build(base, key: .index(0))
    defer { memory.wasPresented = presentedID != nil }
    guard let presentedID else {
      if let isPresentedNow {
        context.interactions.closedPresentations.append(
          ClosedPresentation(
            node: context.node, layer: context.interactions.currentLayer,
            isPresentedNow: isPresentedNow))
      }
      if memory.wasPresented { onDismiss?() }
      memory.closeUndo()
      if buildsUnpresented, context.environment.buildsEveryTab {
        // Listing the app's commands: the buttons count, nothing is shown.
        _ = context.interactions.preferences.isolate {
          context.build(content(), key: .named(.listing)) { environment in
            environment.dismiss = DismissAction {}
            environment.isPresented = true
            if let name = self.screenName { environment.screenName = name }
          }
        }
      }
      return elements
    }
    let undoManager = memory.undoManager(for: presentedID)
    let record = context.interactions
    let dismiss = self.dismiss
    var layer = PresentationLayerRecord(kind: kind, identity: context.node.id, dismiss: dismiss)
    layer.undoManager = undoManager
    layer.isPresentedNow = isPresentedNow
    if isPopover {
      layer.source = elements
      layer.attachmentAnchor = attachmentAnchor
      layer.arrowEdge = arrowEdge
    }
    let mark = record.beginLayer(layer)
    let sendableDismiss = MainActorAction(dismiss)
    if claimsFocus {
      // A dialog starts on its first button that is not destructive, as the host would.
      graph.armFocusClaim(leaving: nil, owner: nil, passingOverAvoiders: kind == .alert)
    }
    defer { if claimsFocus { graph.disarmFocusClaim() } }
    // A presented view is a hierarchy of its own: its preferences stay inside it.
    let presented = record.preferences.isolate {
      let setUp: (inout EnvironmentValues) -> Void = { environment in
        environment.dismiss = DismissAction { sendableDismiss.run() }
        environment.isPresented = true
        environment.undoManager = undoManager
        if let name = self.screenName { environment.screenName = name }
      }
      // A sheet's or cover's content area is the container `.containerRelativeFrame` sizes
      // against inside it; an alert's buttons have none.
      return kind == .alert
        ? context.build(content(), key: .id(presentedID), transform: setUp)
        : context.build(
          ContainerRegion(content: content()), key: .id(presentedID), transform: setUp)
    }
    record.endLayer(mark, elements: presented)
    return elements
  }
}

extension PresentationModifier {
  /// The name keymaps give the presented buttons, if the content names them.
  var screenName: String? {
    kind == .alert ? nil : contentName ?? Self.screenName(of: Presented.self)
  }

  /// The name keymaps give the buttons of presented content of type `type` (see
  /// ``ScreenTypeName``).
  static func screenName(of type: Any.Type) -> String? { ScreenTypeName.name(of: type) }
}

/// Remembers whether a presentation was up in the last update, to call `onDismiss` once, and
/// the presented content's own undo manager.
@MainActor
final class PresentationMemory {
  var wasPresented = false
  /// The undo manager of what is presented, and the identity it belongs to.
  private var undo: (id: AnyHashable, manager: UndoManager)?

  init() {}

  /// The undo manager for the content presented as `id`: the same one while it stays up, a
  /// fresh one for new content (a sheet for another item), as a new window would have.
  func undoManager(for id: AnyHashable) -> UndoManager {
    if let undo, undo.id == id { return undo.manager }
    undo?.manager.removeAllActions()
    let manager = UndoManager.forWindow()
    undo = (id, manager)
    return manager
  }

  /// Forgets the closed content's undo actions (typing in a sheet that has gone).
  func closeUndo() {
    undo?.manager.removeAllActions()
    undo = nil
  }
}

/// Wraps a main-actor closure so it can be stored in a `Sendable` action.
final class MainActorAction: @unchecked Sendable {
  private let action: @MainActor () -> Void
  init(_ action: @escaping @MainActor () -> Void) { self.action = action }
  @MainActor func run() { action() }
}

/// Marks the layer being built as not dismissable with Escape (unless it has a cancel
/// button), or lets focused values from beneath through it.
struct LayerSettingModifier: ViewModifier, PrimitiveModifier {
  let dismissDisabled: Bool?
  let letThrough: AnyFocusedKey?

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let record = context.interactions
    if let index = record.layers.firstIndex(where: { $0.number == record.currentLayer }) {
      if let dismissDisabled { record.layers[index].isDismissDisabled = dismissDisabled }
      if let letThrough { record.layers[index].letThrough.insert(letThrough) }
    }
    return context.build(content, key: .index(0))
  }
}

extension View {
  /// Presents `content` in a sheet while `isPresented` is true.
  ///
  /// A sheet is modal to its window: shortcuts and focused values beneath it are unavailable
  /// until it closes. Escape runs its cancel button, or closes it if it has none.
  public consuming func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: .sheet, presentedID: isPresented.wrappedValue ? AnyHashable(true) : nil,
        dismiss: { isPresented.wrappedValue = false }, onDismiss: mainActorAction(onDismiss),
        content: { content() },
        buildsUnpresented: true, isPresentedNow: { isPresented.wrappedValue }))
  }

  /// Presents a sheet for `item` while it is not `nil`; a different item starts a fresh sheet.
  public consuming func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return modifier(
      PresentationModifier(
        kind: .sheet, presentedID: current.map { AnyHashable($0.id) },
        dismiss: { item.wrappedValue = nil }, onDismiss: mainActorAction(onDismiss),
        content: {
          if let current { AnyView(content(current)) } else { AnyView(EmptyView()) }
        }, contentName: PresentationModifier<AnyView>.screenName(of: Content.self),
        isPresentedNow: { item.wrappedValue != nil }))
  }

  /// Presents `content` over the whole window while `isPresented` is true.
  public consuming func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: .fullScreen, presentedID: isPresented.wrappedValue ? AnyHashable(true) : nil,
        dismiss: { isPresented.wrappedValue = false }, onDismiss: mainActorAction(onDismiss),
        content: { content() },
        buildsUnpresented: true, isPresentedNow: { isPresented.wrappedValue }))
  }

  /// Keeps Escape from closing the presentation this view is in (a cancel button still
  /// answers Escape); use it for forms with unsaved edits.
  public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(LayerSettingModifier(dismissDisabled: isDisabled, letThrough: nil))
  }

  /// Lets the focused value of `key`, published beneath this sheet, stay visible while the
  /// sheet is up (by default a sheet hides them all). Keystroke's addition; SwiftUI leaves
  /// what commands see under a sheet undefined.
  public consuming func focusedValueVisibleThroughPresentation<Key: FocusedValueKey>(
    _ key: Key.Type
  )
    -> some View
  {
    modifier(
      LayerSettingModifier(
        dismissDisabled: nil,
        letThrough: AnyFocusedKey(name: String(reflecting: key), valueType: Key.Value.self)))
  }
}
