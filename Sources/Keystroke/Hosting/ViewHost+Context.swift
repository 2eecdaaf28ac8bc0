extension ViewHost {
  /// Whether this host's context is the one ``AppEnvironment`` answers with right now.
  var isInContext: Bool { AppEnvironment.current === hostContext }

  /// Runs `body` with this host's context as the one ``AppEnvironment`` answers with; tasks
  /// started in `body` keep it. Publishers' values sent meanwhile reach `.onReceive` at once.
  func inContext<Result>(_ body: () -> Result) -> Result {
    HostContextScope.$current.withValue(hostContext) { MainThread.markingHostWork(body) }
  }
}

extension ViewHost {
  /// The live nodes, elements and interaction records made while this host's context was
  /// bound (debug builds only): this host's, unless another host was given the same context.
  public var liveObjects: LiveObjectCounter { hostContext.liveObjects }
}
