/// Which host is at work: bound by a ``ViewHost`` while it builds views and handles input, and
/// inherited by the tasks started meanwhile.
///
/// A task-local rather than a process-wide variable, so that hosts never see one another's
/// ``HostContext``.
enum HostContextScope {
  /// The context of the host at work, if any.
  @TaskLocal static var current: HostContext?
}
