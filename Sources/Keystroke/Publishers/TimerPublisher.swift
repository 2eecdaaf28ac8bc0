#if !canImport(Combine)
import Foundation

extension Timer {
  /// A publisher that sends the date every `interval` seconds once connected (usually with
  /// `.autoconnect()`).
  ///
  /// The timer runs on the clock of the host at work when it connects: the real clock in a
  /// terminal, the virtual clock under `--play` and in `TestHost`, where `wait:` fires every
  /// tick due. The run loop, mode, tolerance and options are kept but do not change when it
  /// fires.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A repeating timer as a connectable publisher of dates. Made by
  /// `Timer.publish(every:tolerance:on:in:options:)`.
  public final class TimerPublisher: ConnectablePublisher {
    /// The date of each tick.
    public typealias Output = Date
    /// A timer cannot fail.
    public typealias Failure = Never

    /// Seconds between ticks.
    public let interval: TimeInterval
    /// The allowed lateness of a tick.
    public let tolerance: TimeInterval?
    /// The run loop named when it was made.
    public let runLoop: RunLoop
    /// The run loop mode named when it was made.
    public let mode: RunLoop.Mode
    /// The scheduler options named when it was made.
    public let options: RunLoop.SchedulerOptions?

    private let subscribers = SubscriberList<Date, Never>()

    /// A timer publisher with the given values.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    /// Attaches `subscriber`; it receives ticks while the timer is connected.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subscribers.add(subscriber)
    }

    /// Starts the timer on the clock of the host at work (the real clock outside any host);
    /// cancelling the result stops it.
    public func connect() -> any Cancellable {
      let context = AppEnvironment.current
      let connection = TimerConnection()
      let interval = self.interval
      let subscribers = self.subscribers
      MainThread.run {
        let timers = context?.timers ?? HostTimers.unhosted
        let start = context?.now ?? Date()
        connection.start(on: timers) {
          timers.add(interval: interval, start: start) { subscribers.send($0) }
        }
      }
      return connection
    }
  }
}

/// A connected timer; cancelling it stops the ticks.
final class TimerConnection: Cancellable, @unchecked Sendable {
  private let lock = NSLock()
  private var timers: HostTimers?
  private var id: Int?
  private var isCancelled = false

  /// Starts the timer unless the connection was cancelled first.
  @MainActor
  func start(on timers: HostTimers, _ add: () -> Int) {
    guard !lock.withLock({ isCancelled }) else { return }
    let id = add()
    lock.withLock {
      self.timers = timers
      self.id = id
    }
  }

  /// Stops the timer.
  func cancel() {
    let stop: (HostTimers, Int)? = lock.withLock {
      isCancelled = true
      defer {
        timers = nil
        id = nil
      }
      guard let timers, let id else { return nil }
      return (timers, id)
    }
    guard let (timers, id) = stop else { return }
    let sendableStop = TimerStop(timers: timers, id: id)
    MainThread.run { sendableStop.timers.remove(sendableStop.id) }
  }
}

/// The timer a cancelled connection stops.
private struct TimerStop: @unchecked Sendable {
  let timers: HostTimers
  let id: Int
}
#endif
