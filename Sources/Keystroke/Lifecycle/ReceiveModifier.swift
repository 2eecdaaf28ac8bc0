#if canImport(Combine)
import Combine
#endif

/// Subscribes to a publisher when its view appears, runs an action on the main actor for each
/// value, and cancels the subscription when the view goes away.
///
/// The publisher is Combine's where Combine exists, Keystroke's own subset otherwise.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let node = context.node
    if let holder = node.memory(ReceiveHolder<P.Output>.self) {
      holder.action = action
    } else {
      let holder = ReceiveHolder(action: action, invalidation: node.invalidation)
      node.keep(holder)
      let publisher = self.publisher
      node.graph.afterUpdate { holder.subscribe(to: publisher) }
      node.disappearActions.append { [weak holder] in holder?.cancel() }
    }
    return context.build(content, key: .index(0))
  }
}

/// One view's subscription: the latest action, and the subscription to cancel.
@MainActor
final class ReceiveHolder<Output> {
  var action: (Output) -> Void
  private let invalidation: NodeInvalidation
  private var cancellable: AnyCancellable?
  private var isCancelled = false

  init(action: @escaping (Output) -> Void, invalidation: NodeInvalidation) {
    self.action = action
    self.invalidation = invalidation
  }

  /// Subscribes, unless the view already went away.
  func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
    guard !isCancelled else { return }
    cancellable = publisher.sink { [weak self] value in
      let delivery = ReceivedValue(value: value)
      MainThread.run { self?.receive(delivery.value) }
    }
  }

  /// Runs the action for `value` and updates the view.
  private func receive(_ value: Output) {
    guard !isCancelled else { return }
    action(value)
    invalidation.raise()
  }

  /// Ends the subscription.
  func cancel() {
    isCancelled = true
    cancellable?.cancel()
    cancellable = nil
  }
}

/// A published value handed to the main thread, which alone uses it.
private struct ReceivedValue<Value>: @unchecked Sendable {
  let value: Value
}

extension View {
  /// Runs `action` with each value `publisher` sends while this view is on screen: the
  /// subscription starts when the view appears and is cancelled when it goes away. Values
  /// arrive on the main actor and update the view.
  public consuming func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }
}
