/// Runs actions when a view first appears and when it goes away.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let node = context.node
    if node.memory(AppearanceMarker.self) == nil {
      node.keep(AppearanceMarker())
      if let onAppear { context.node.graph.afterUpdate(onAppear) }
      if let onDisappear { node.disappearActions.append(onDisappear) }
    }
    return context.build(content, key: .index(0))
  }
}

/// Marks a node whose view has appeared.
final class AppearanceMarker {
  init() {}
}

/// Starts an async task when a view appears (or its `id` changes) and cancels it when the
/// view goes away.
struct TaskModifier: ViewModifier, PrimitiveModifier {
  let id: AnyHashable
  let priority: TaskPriority
  let action: @MainActor @Sendable () async -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let node = context.node
    let holder = node.memory(TaskHolder.self)
    if holder?.id != id {
      holder?.cancel()
      let newHolder = TaskHolder(id: id)
      node.keep(newHolder)
      let priority = self.priority
      let action = self.action
      context.node.graph.afterUpdate {
        newHolder.task = Task(priority: priority) { @MainActor in await action() }
      }
      if holder == nil {
        node.disappearActions.append { [weak node] in
          node?.memory(TaskHolder.self)?.cancel()
        }
      }
    }
    return context.build(content, key: .index(0))
  }
}

/// Owns a view's task; cancelling (or releasing the holder) stops it.
@MainActor
final class TaskHolder {
  let id: AnyHashable
  var task: Task<Void, Never>?

  init(id: AnyHashable) { self.id = id }

  func cancel() {
    task?.cancel()
    task = nil
  }
}

/// Runs an action when a value changes between updates.
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let node = context.node
    let current = value
    if let memory = node.memory(ValueMemory<Value>.self) {
      if memory.value != current {
        let old = memory.value
        memory.value = current
        let action = self.action
        context.node.graph.afterUpdate { action(old, current) }
      }
    } else {
      node.keep(ValueMemory(current))
      if initial {
        let action = self.action
        context.node.graph.afterUpdate { action(current, current) }
      }
    }
    return context.build(content, key: .index(0))
  }
}

/// The last value an `onChange` saw.
final class ValueMemory<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension View {
  /// Runs `action` when this view first appears.
  public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: mainActorAction(action), onDisappear: nil))
  }

  /// Runs `action` when this view goes away.
  public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: nil, onDisappear: mainActorAction(action)))
  }

  /// Starts `action` when this view appears and cancels it when the view goes away.
  public consuming func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: AnyHashable(0), priority: priority, action: action))
  }

  /// Starts `action` when this view appears, and again (cancelling the old one) whenever `id`
  /// changes.
  public consuming func task<T: Equatable & Hashable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: AnyHashable(value), priority: priority, action: action))
  }

  /// Runs `action` with the old and new value when `value` changes between updates.
  public consuming func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { old, new in action(old, new) })
  }

  /// Runs `action` with the new value when `value` changes between updates: the form SwiftUI
  /// had before the two-value closure (iOS 14–16, macOS 11–13), still common in apps.
  public consuming func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }

  /// Runs `action` when `value` changes between updates.
  public consuming func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
}
