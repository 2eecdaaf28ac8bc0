/// An `ObservableObject` the graph watches: the object (weakly, so watching does not keep it
/// alive), the subscription, and the last update that linked it.
struct ObservedObjectEntry {
  /// The object; `nil` once it is freed.
  weak var object: AnyObject?
  /// Keeps the subscription; dropping the entry unsubscribes.
  let token: ObservationToken
  /// The last update in which a view linked the object.
  var generation: Int
}
