/// Counts of live framework objects (view nodes, elements, interaction records) in the whole
/// process, kept in debug builds only. Each host also counts its own (``LiveObjectCounter``,
/// ``ViewHost/liveObjects``), which is what a leak test should compare while other tests run.
///
/// Release builds count nothing and report zero.
public enum LiveObjectCount {
  /// The kinds of object counted.
  public enum Kind: Int, CaseIterable, Sendable {
    /// ``ViewNode``s: where state lives between updates.
    case node
    /// Elements: the laid-out, drawable tree of one update.
    case element
    /// Interaction records: what one update learned about focus, shortcuts and handlers.
    case interactionRecord
  }

  #if DEBUG
  /// The whole process's counts.
  private static let process = LiveObjectCounter()
  #endif

  /// How many objects of `kind` are alive (0 in release builds).
  public static func count(of kind: Kind) -> Int {
    #if DEBUG
    return process.count(of: kind)
    #else
    return 0
    #endif
  }

  #if DEBUG
  /// Records that an object of `kind` was created, and returns the counter of the host at work,
  /// which the object gives its count back to when it is freed.
  @inline(__always)
  static func created(_ kind: Kind) -> LiveObjectCounter? {
    process.created(kind)
    let counter = HostContextScope.current?.liveObjects
    counter?.created(kind)
    return counter
  }

  /// Records that an object of `kind` made under `counter` was destroyed.
  @inline(__always)
  static func destroyed(_ kind: Kind, from counter: LiveObjectCounter?) {
    process.destroyed(kind)
    counter?.destroyed(kind)
  }
  #endif
}
