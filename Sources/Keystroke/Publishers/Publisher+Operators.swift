#if !canImport(Combine)
extension Publisher {
  /// Subscribes with closures for each value and for the completion; keep the result for as
  /// long as the values should come.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    receive(subscriber: sink)
    return AnyCancellable(sink)
  }

  /// Transforms each value.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Passes on only the values for which `isIncluded` is true.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Passes on a value only when `predicate` says it differs from the previous one.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Delivers the values on `scheduler`.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Hides this publisher's type.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
  /// Passes on a value only when it differs from the previous one.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for each value; keep the result for as long as the values
  /// should come.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes each value to `keyPath` of `object`, which is kept while the subscription lives.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    sink { object[keyPath: keyPath] = $0 }
  }
}
#endif
