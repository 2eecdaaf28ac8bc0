import Foundation
import Testing

@testable import Keystroke

/// A model with a published value, as apps write them.
private final class Counter: ObservableObject {
  @Published var value = 0
}

/// Keystroke's Combine-shaped publishers, without a view: what each sends, and when it stops.
@MainActor
@Suite struct PublisherTests {
  @Test func justSendsItsValueOnceAndFinishes() {
    var values: [Int] = []
    var finished = false
    let cancellable = Just(7).sink(
      receiveCompletion: { if case .finished = $0 { finished = true } },
      receiveValue: { values.append($0) })
    #expect(values == [7])
    #expect(finished)
    cancellable.cancel()
  }

  @Test func passthroughSubjectReachesEverySubscriberUntilCancelled() {
    let subject = PassthroughSubject<String, Never>()
    var first: [String] = []
    var second: [String] = []
    let a = subject.sink { first.append($0) }
    var b: AnyCancellable? = subject.sink { second.append($0) }
    subject.send("one")
    b = nil
    subject.send("two")
    a.cancel()
    subject.send("three")
    #expect(first == ["one", "two"])
    #expect(second == ["one"])
    #expect(b == nil)
  }

  @Test func aFinishedSubjectCompletesLateSubscribersAndIgnoresValues() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(completion: .finished)
    subject.send(1)
    var values: [Int] = []
    var completions = 0
    let cancellable = subject.sink(
      receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
    #expect(values == [])
    #expect(completions == 1)
    _ = cancellable
  }

  @Test func currentValueSubjectSendsItsValueFirst() {
    let subject = CurrentValueSubject<Int, Never>(1)
    var values: [Int] = []
    let cancellable = subject.sink { values.append($0) }
    subject.value = 2
    subject.send(3)
    #expect(values == [1, 2, 3])
    #expect(subject.value == 3)
    _ = cancellable
  }

  @Test func operatorsTransformFilterAndDropRepeats() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [String] = []
    var cancellables = Set<AnyCancellable>()
    subject
      .filter { $0 >= 0 }
      .removeDuplicates()
      .map { "#\($0)" }
      .eraseToAnyPublisher()
      .sink { values.append($0) }
      .store(in: &cancellables)
    for value in [1, 1, -4, 2, 2, 1] { subject.send(value) }
    #expect(values == ["#1", "#2", "#1"])
    #expect(cancellables.count == 1)
  }

  @Test func receiveOnTheMainQueueFromTheMainActorDeliversAtOnce() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let a = subject.receive(on: DispatchQueue.main).sink { values.append($0) }
    let b = subject.receive(on: RunLoop.main).sink { values.append($0 * 10) }
    let c = subject.receive(on: ImmediateScheduler.shared).sink { values.append($0 * 100) }
    // A host's work is on the main actor, wherever the test runner runs it.
    MainThread.markingHostWork { subject.send(4) }
    #expect(values == [4, 40, 400])
    _ = c
    _ = (a, b)
  }

  @Test func releasingTheCancellableStopsTheValues() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var cancellable: AnyCancellable? = subject.sink { values.append($0) }
    subject.send(1)
    cancellable = nil
    subject.send(2)
    #expect(values == [1])
    #expect(cancellable == nil)
  }

  @Test func publishedProjectedValueSendsTheNewValueBeforeItIsStored() {
    let counter = Counter()
    counter.value = 3
    var seen: [String] = []
    let cancellable = counter.$value.sink { seen.append("\($0) (stored \(counter.value))") }
    counter.value = 4
    #expect(seen == ["3 (stored 3)", "4 (stored 3)"])
    #expect(counter.value == 4)
    _ = cancellable
  }

  @Test func objectWillChangeIsAPublisher() {
    let counter = Counter()
    var changes = 0
    let cancellable = counter.objectWillChange.sink { changes += 1 }
    counter.value = 1
    counter.value = 2
    cancellable.cancel()
    counter.value = 3
    #expect(changes == 2)
  }

  @Test func notificationCenterPublisherDeliversPostedNotificationsUntilCancelled() {
    let center = NotificationCenter()
    let name = Notification.Name("PublisherTests.ping")
    let sender = NSObject()
    var received: [String] = []
    let cancellable = center.publisher(for: name, object: sender)
      .map { $0.userInfo?["text"] as? String ?? "?" }
      .sink { received.append($0) }
    center.post(name: name, object: sender, userInfo: ["text": "a"])
    center.post(name: name, object: NSObject(), userInfo: ["text": "other sender"])
    cancellable.cancel()
    center.post(name: name, object: sender, userInfo: ["text": "b"])
    #expect(received == ["a"])
  }

  @Test func demandsAddUpAndCompare() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) + .max(1) == .max(Int.max))
    #expect(Subscribers.Demand.max(-3) == Subscribers.Demand.none)
    #expect(Subscribers.Demand.none < .max(1))
    #expect(Subscribers.Demand.max(1_000) < .unlimited)
    #expect(Subscribers.Demand.unlimited.description == "unlimited")
  }

  @Test func anySubscriberForwardsToClosures() {
    var log: [String] = []
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { _ in log.append("subscribed") },
      receiveValue: {
        log.append("\($0)")
        return .none
      },
      receiveCompletion: { _ in log.append("done") })
    Just(5).subscribe(subscriber)
    #expect(log == ["subscribed", "5", "done"])
  }
}
