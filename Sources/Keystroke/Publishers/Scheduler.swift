#if !canImport(Combine)
import Dispatch
import Foundation

/// Where and when a publisher's values are delivered, for `receive(on:)`.
///
/// A subset of Combine's protocol: running an action now. `DispatchQueue`, `RunLoop` and
/// ``ImmediateScheduler`` conform. The main queue and the main run loop run an action at once
/// when called on the main actor (Combine would defer it to the next turn of the loop), so
/// that a headless run delivers deterministically; from elsewhere they hop to the main queue.
public protocol Scheduler {
  /// Options for scheduling an action.
  associatedtype SchedulerOptions

  /// Runs `action` on this scheduler.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
  /// Runs `action` on this scheduler with no options.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
}

/// A scheduler that runs each action at once, on the calling thread.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// It takes no options.
  public typealias SchedulerOptions = Never

  /// The scheduler.
  public static let shared = ImmediateScheduler()

  /// Runs `action` now.
  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
}

/// A closure moved to the thread that runs it, never run on two at once.
struct ScheduledAction: @unchecked Sendable {
  let run: () -> Void
}

extension DispatchQueue: Scheduler {
  /// How an action is submitted to a queue.
  public struct SchedulerOptions {
    /// The quality of service.
    public var qos: DispatchQoS
    /// The work item's flags.
    public var flags: DispatchWorkItemFlags
    /// The group the action joins.
    public var group: DispatchGroup?

    /// Options with the given values.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// Runs `action` on this queue: at once if this is the main queue and the caller is on the
  /// main actor, otherwise asynchronously.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if label == DispatchQueue.main.label && MainThread.isOnMainActor {
      action()
      return
    }
    let scheduled = ScheduledAction(run: action)
    async(
      group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
      execute: { scheduled.run() })
  }
}

extension RunLoop: Scheduler {
  /// Options for a run loop scheduler; there are none.
  public struct SchedulerOptions: Sendable {}

  /// Runs `action` on this run loop: at once if this is the main run loop and the caller is
  /// on the main actor, on the main queue from elsewhere, otherwise on the loop's next turn.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if self === RunLoop.main {
      DispatchQueue.main.schedule(options: nil, action)
    } else {
      let scheduled = ScheduledAction(run: action)
      perform { scheduled.run() }
    }
  }
}
#endif
